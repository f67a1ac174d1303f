// Reads a feed file for the import: JSON or CSV by its extension (domain/catalogue/feed-rows.ts
// parses and checks it). Files over MAX_FEED_BYTES are refused rather than read into memory.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseFeed, type FeedOptions, type ParsedFeed } from '../../domain/catalogue/feed-rows.ts';

export const MAX_FEED_BYTES = 256 * 1024 * 1024;

export async function readFeedFile(file: string, options: FeedOptions = {}): Promise<ParsedFeed> {
  const extension = path.extname(file).toLowerCase();
  if (extension !== '.json' && extension !== '.csv') throw new Error(`A feed is a .json or .csv file, not ${extension || 'a file without extension'}`);
  const { size } = await stat(file);
  if (size > MAX_FEED_BYTES) throw new Error(`The feed is ${size} bytes; at most ${MAX_FEED_BYTES} are read`);
  const text = await readFile(file, 'utf8');
  return parseFeed(text, extension === '.json' ? 'json' : 'csv', { name: path.basename(file), ...options });
}
