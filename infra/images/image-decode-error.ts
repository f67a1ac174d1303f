// The error for bytes that are not an image the app can read. Its own module, so code that only
// needs to recognise it (the image workers' pool, the HTTP errors) does not load sharp and libheif.

export class ImageDecodeError extends Error {
  override name = 'ImageDecodeError';
}
