// @vitest-environment jsdom
// Water Chemistry panel: values, trend arrows, status, gauge fill and ideal band, details one at a
// time, the 'N of M levels in ideal range' summary, and nothing without a reading.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { waterTargets } from '../../../../domain/chemistry/index.ts';
import { WaterChemistryPanel } from './WaterChemistryPanel.tsx';

/** No CYA measured: spec §9's bands. */
const SPEC = waterTargets({ cya: null, saltwater: false });

afterEach(cleanup);

const reading = { ph: 7.9, chlorine: 0.4, alkalinity: 100, temperature: 80, cyanuricAcid: 0, calciumHardness: 250 };

describe('WaterChemistryPanel', () => {
  it('renders nothing without a reading', () => {
    const { container } = render(<WaterChemistryPanel reading={null} targets={SPEC} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows each displayed reading with one decimal, its unit, trend and status', () => {
    render(<WaterChemistryPanel reading={reading} targets={SPEC} />);
    expect(screen.getByRole('heading', { name: 'Water Chemistry' })).toBeTruthy();
    expect(screen.getByText('Real-time pool chemical levels')).toBeTruthy();
    const ph = screen.getByTestId('reading-ph');
    expect(within(ph).getByText('7.9')).toBeTruthy();
    expect(within(ph).getByRole('img', { name: 'Trending up' })).toBeTruthy();
    expect(within(ph).getByRole('img', { name: 'Outside ideal range' })).toBeTruthy();
    const chlorine = screen.getByTestId('reading-chlorine');
    expect(within(chlorine).getByText('0.4 ppm')).toBeTruthy();
    expect(within(chlorine).getByRole('img', { name: 'Trending down' })).toBeTruthy();
    expect(within(chlorine).getByRole('img', { name: 'Critical' })).toBeTruthy();
    const alkalinity = screen.getByTestId('reading-alkalinity');
    expect(within(alkalinity).queryByRole('img', { name: /Trending/ })).toBeNull();
    expect(screen.getByTestId('reading-temperature').textContent).toContain('80.0 °F');
    // CYA of zero is not displayed; chlorine of zero would be.
    expect(screen.queryByTestId('reading-cyanuricAcid')).toBeNull();
  });

  it('fills the gauge by position between critical min and max, with the ideal band shaded', () => {
    render(<WaterChemistryPanel reading={{ ph: 7.5, chlorine: 9 }} targets={SPEC} />);
    const ph = screen.getByTestId('reading-ph');
    expect(parseFloat((within(ph).getByTestId('gauge-fill') as HTMLElement).style.width)).toBeCloseTo(50, 6);
    const band = within(ph).getByTestId('ideal-band') as HTMLElement;
    expect(parseFloat(band.style.left)).toBeCloseTo(28.571, 2);
    expect(parseFloat(band.style.width)).toBeCloseTo(28.571, 2);
    expect(within(ph).getByText('6.8')).toBeTruthy();
    expect(within(ph).getByText('7.2-7.6')).toBeTruthy();
    expect(within(ph).getByText('8.2')).toBeTruthy();
    const chlorine = screen.getByTestId('reading-chlorine');
    expect((within(chlorine).getByTestId('gauge-fill') as HTMLElement).style.width).toBe('100%');
  });

  it('expands details on tap, one card at a time', () => {
    render(<WaterChemistryPanel reading={reading} targets={SPEC} />);
    const [phButton, chlorineButton] = screen.getAllByRole('button');
    fireEvent.click(phButton!);
    expect(screen.getByText('Ideal Range: 7.2-7.6')).toBeTruthy();
    expect(screen.getByText('Safe Range: 6.8-8.2')).toBeTruthy();
    expect(screen.getByText('Above ideal range')).toBeTruthy();
    fireEvent.click(chlorineButton!);
    expect(phButton!.getAttribute('aria-expanded')).toBe('false');
    expect(chlorineButton!.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Ideal Range: 1-3 ppm')).toBeTruthy();
    expect(screen.getByText('Below ideal range')).toBeTruthy();
  });

  it('expands details on hover', () => {
    render(<WaterChemistryPanel reading={reading} targets={SPEC} />);
    const card = screen.getByTestId('reading-alkalinity');
    const note = within(card).getByText('Within ideal range');
    expect(note.closest('[hidden]')).toBeTruthy();
    fireEvent.mouseEnter(card);
    expect(note.closest('[hidden]')).toBeNull();
    fireEvent.mouseLeave(card);
    expect(note.closest('[hidden]')).toBeTruthy();
  });

  it('summarises with the count in ideal range and the emoji', () => {
    const { rerender } = render(<WaterChemistryPanel reading={reading} targets={SPEC} />);
    expect(screen.getByTestId('chemistry-summary').textContent).toContain('3 of 5 levels in ideal range ⚠️');
    rerender(<WaterChemistryPanel reading={{ ph: 7.4, chlorine: 2 }} targets={SPEC} />);
    expect(screen.getByTestId('chemistry-summary').textContent).toContain('2 of 2 levels in ideal range 🏊');
    rerender(<WaterChemistryPanel reading={{ ph: 7.7, chlorine: 2 }} targets={SPEC} />);
    expect(screen.getByTestId('chemistry-summary').textContent).toContain('1 of 2 levels in ideal range 🔧');
  });

  it("judges chlorine by the pool's CYA and says which test that CYA came from", () => {
    const cya40 = waterTargets({ cya: { ppm: 40, readingId: 'r-old', testedAt: Date.UTC(2026, 10, 20, 12) }, saltwater: false });
    render(<WaterChemistryPanel reading={{ ph: 7.4, chlorine: 6, alkalinity: 100 }} targets={cya40} readingId="r-new" />);
    const chlorine = screen.getByTestId('reading-chlorine');
    expect(within(chlorine).getByRole('img', { name: 'Ideal' })).toBeTruthy();
    expect(within(chlorine).queryByRole('img', { name: /Trending/ })).toBeNull();
    expect(screen.getByTestId('chemistry-summary').textContent).toContain('3 of 3 levels in ideal range');
    expect(screen.getByTestId('chlorine-basis').textContent).toBe('Chlorine target 5-7 ppm for CYA 40 ppm from the test of Nov 20, 2026.');
    fireEvent.click(within(chlorine).getByRole('button'));
    expect(within(chlorine).getByText('Ideal Range: 5-7 ppm')).toBeTruthy();
    expect(within(chlorine).getByText('Safe Range: 3-16 ppm')).toBeTruthy();
  });

  it('asks for a CYA test when no CYA was ever measured', () => {
    render(<WaterChemistryPanel reading={{ ph: 7.4, chlorine: 2 }} targets={SPEC} />);
    expect(screen.getByTestId('chlorine-basis').textContent).toBe('Test CYA to get chlorine targets for your pool.');
  });
});
