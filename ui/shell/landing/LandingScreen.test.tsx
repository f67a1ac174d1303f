// @vitest-environment jsdom
// Landing screen texts, word for word from spec §1.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LandingScreen } from './LandingScreen.tsx';

afterEach(cleanup);

describe('LandingScreen', () => {
  it('shows the product title and the three feature blurbs', () => {
    render(<LandingScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Clearwater' })).toBeTruthy();
    const blurbs: [string, RegExp][] = [
      ['AI Photo Analysis', /^instant test strip reading with camera$/i],
      ['Smart Recommendations', /^best products at best prices$/i],
      ['Equipment Tracking', /^monitor warranty and maintenance schedules$/i],
    ];
    for (const [title, text] of blurbs) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
      expect(screen.getByText(text)).toBeTruthy();
    }
  });

  it('sends Get Started to the login endpoint as a browser navigation', () => {
    render(<LandingScreen />);
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/api/login');
  });

  it('says that continuing means agreeing to the Terms of Service and Privacy Policy', () => {
    render(<LandingScreen />);
    expect(screen.getByText(/continuing.*agree.*Terms of Service and Privacy Policy/)).toBeTruthy();
  });
});
