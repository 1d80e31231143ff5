// The console's formatting rules (issue 14, decision 0026): one set of helpers for every screen.
import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatChartDay,
  formatChartMonth,
  formatChartTime,
  formatCount,
  formatDate,
  formatDateTime,
  formatGb,
  formatGbTick,
  formatMbAsGb,
  formatMonth,
  formatMbps,
  formatMoney,
  formatNumber,
  formatPricePerMb,
  formatTime,
  todayInBrussels,
} from '../src/common/format/format.ts';

// Intl puts a narrow or normal no-break space in some languages: compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('dates and times', () => {
  it('shows a calendar day dd/mm/yyyy as stored, in every language, never shifted by a time zone', () => {
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
    expect(formatDate('2026-12-31')).toBe('31/12/2026');
    expect(formatDateTime('2026-12-31')).toBe('31/12/2026');
  });

  it('shows an instant in Europe/Brussels, 24-hour, winter and summer time', () => {
    expect(formatDateTime('2026-01-15T23:30:00Z')).toBe('16/01/2026 00:30');
    expect(formatDateTime('2026-07-15T10:05:09Z')).toBe('15/07/2026 12:05');
    expect(formatDateTime('2026-07-15T10:05:09Z', { seconds: true })).toBe('15/07/2026 12:05:09');
    expect(formatDate('2026-01-15T23:30:00Z')).toBe('16/01/2026');
    expect(formatTime('2026-07-15T10:05:09Z')).toBe('12:05');
  });

  it('shows a dash for nothing or nonsense', () => {
    for (const value of [null, undefined, '', 'not a date']) expect(formatDateTime(value)).toBe('-');
  });
});

describe('numbers, volumes and money', () => {
  it('uses British separators in English and Belgian ones in French and Dutch', () => {
    expect(formatNumber(1234567.891, 'en')).toBe('1,234,567.89');
    expect(plain(formatNumber(1234567.891, 'fr'))).toBe('1 234 567,89');
    expect(formatNumber(1234567.891, 'nl')).toBe('1.234.567,89');
    expect(formatCount(30, 'en')).toBe('30');
  });

  it('shows data volumes in GB with two decimals, rounded half away from zero', () => {
    expect(formatGb(12.345, 'en')).toBe('12.35 GB');
    expect(formatGb(3, 'en')).toBe('3.00 GB');
    expect(formatGb(1234.5, 'nl')).toBe('1.234,50 GB');
    expect(formatMbAsGb(1500, 'en')).toBe('1.50 GB');
  });

  it('writes one GB label per language, the one of its field labels: Go in French (issue 28)', () => {
    expect(plain(formatGb(0.1, 'fr'))).toBe('0,10 Go');
    expect(formatGb(0.1, 'nl')).toBe('0,10 GB');
    expect(formatGb(2.5, 'en')).toBe('2.50 GB');
    expect(plain(formatGbTick(800, 'fr'))).toBe('800 Go');
    expect(plain(formatGbTick(8000, 'fr'))).toBe('8 000 Go');
    expect(formatGbTick(1.5, 'nl')).toBe('1,5 GB');
  });

  it('always shows two decimals of GB, whatever the stored precision (no more one to three)', () => {
    for (const [value, text] of [
      [1, '1.00 GB'],
      [1.5, '1.50 GB'],
      [1.234, '1.23 GB'],
      [0.004, '0.00 GB'],
      ['12.3456', '12.35 GB'],
    ] as const)
      expect(formatGb(value, 'en')).toBe(text);
  });

  it('shows file sizes in decimal units instead of raw bytes', () => {
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(48_213, 'en')).toBe('48.2 kB');
    expect(formatBytes(3_400_000, 'fr')).toBe('3,4 Mo');
    expect(formatBytes(3_400_000, 'nl')).toBe('3,4 MB');
  });

  it('shows money in EUR unless the record names its currency', () => {
    expect(formatMoney(1234.5, 'en')).toBe('€1,234.50');
    expect(plain(formatMoney(1234.5, 'fr'))).toBe('1 234,50 €');
    expect(plain(formatMoney(10, 'en', 'USD'))).toBe('US$10.00');
  });

  it('shows a price per MB with its real precision, trailing zeros trimmed to two (issue 28)', () => {
    expect(formatPricePerMb(0.012, 'en')).toBe('€0.012');
    expect(formatPricePerMb(0.008, 'en')).toBe('€0.008');
    expect(formatPricePerMb(0.5, 'en')).toBe('€0.50');
    expect(formatPricePerMb(0.0000125, 'en')).toBe('€0.000013');
    expect(plain(formatPricePerMb('0.0125', 'fr'))).toBe('0,0125 €');
  });
});

describe('dates in French, Dutch and English (issue 28)', () => {
  it('are dd/mm/yyyy and 24-hour in all three languages, the same text whatever the language', () => {
    // The functions take no language: a date reads the same in every one of them.
    expect(formatDate('2026-12-01')).toBe('01/12/2026');
    expect(formatDateTime('2026-12-01T11:36:00Z')).toBe('01/12/2026 12:36');
    expect(formatDateTime('2026-12-01T23:59:00Z')).toBe('02/12/2026 00:59');
    expect(formatTime('2026-06-01T22:15:00Z')).toBe('00:15');
  });

  it('labels chart axes dd/mm, mm/yyyy and HH:mm: never "11/20", "10-31" or "12:36 PM"', () => {
    expect(formatChartDay('2026-10-31')).toBe('31/10');
    expect(formatChartDay('2026-11-20T10:00:00Z')).toBe('20/11');
    expect(formatChartMonth('2026-11')).toBe('11/2026');
    expect(formatChartMonth('2026-11-01')).toBe('11/2026');
    expect(formatChartMonth('01/11/2026')).toBe('11/2026');
    expect(formatChartMonth('11/2026')).toBe('11/2026');
    expect(formatChartTime('2026-11-20T11:36:00Z')).toBe('12:36');
    expect(formatChartTime('2026-11-20T23:05:00Z')).toBe('00:05');
  });

  it('names a month in the language for tooltips, from any of the shapes the server writes', () => {
    expect(formatMonth('2026-11', 'fr')).toBe('novembre 2026');
    expect(formatMonth('2026-11-01', 'nl')).toBe('november 2026');
    expect(formatMonth('11/2026', 'en')).toBe('November 2026');
  });

  it("takes today's day in Brussels, not in UTC", () => {
    expect(todayInBrussels(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
    expect(todayInBrussels(new Date('2026-07-15T10:00:00Z'))).toBe('2026-07-15');
  });
});

describe('speed test bandwidth', () => {
  it('does not divide a value already in Mbits/sec again (it showed 0.00 Mbps)', () => {
    expect(formatMbps(175.35, 'Mbits/sec', 'en')).toBe('175.35 Mbps');
  });

  it('divides by 1,000,000 a value in bits per second, as the spec says, and one without a unit', () => {
    expect(formatMbps(175_350_000, 'bits/sec', 'en')).toBe('175.35 Mbps');
    expect(formatMbps(175_350_000, undefined, 'en')).toBe('175.35 Mbps');
    expect(formatMbps(175_350, 'Kbits/sec', 'fr')).toBe('175,35 Mbps');
  });
});
