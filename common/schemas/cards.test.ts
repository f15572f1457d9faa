import { describe, expect, it } from 'vitest';
import { isTimeZone, localDay, TodayQuerySchema } from './cards.ts';

describe('time zones', () => {
  it('knows IANA zones in any letter case and refuses offsets and unknown names', () => {
    expect(isTimeZone('Asia/Bangkok')).toBe(true);
    expect(isTimeZone('asia/BANGKOK')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('+07:00')).toBe(false);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(TodayQuerySchema.safeParse({ tz: 'Nowhere/Else' }).success).toBe(false);
  });

  it("gives the member's local day in their zone, the same however the zone is written", () => {
    const instant = new Date('2026-11-25T18:30:00Z'); // 01:30 on the 26th in Bangkok
    expect(localDay(instant, 'Asia/Bangkok')).toBe('2026-11-26');
    expect(localDay(instant, 'asia/bangkok')).toBe('2026-11-26');
    expect(localDay(instant, 'America/New_York')).toBe('2026-11-25');
    expect(localDay(instant, 'UTC')).toBe('2026-11-25');
  });
});
