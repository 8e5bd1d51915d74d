import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RIPPLE_MAX_INTERVAL_MS,
  RIPPLE_MIN_INTERVAL_MS,
  RIPPLE_ON_MS,
  nextRippleDelay,
  useRipple,
} from './ripple.ts';

const lowest = () => 0;
const highest = () => 0.999999;

function Probe({ enabled = true, random }: { enabled?: boolean; random: () => number }) {
  return <p data-testid="probe">{useRipple(enabled, random) ? 'on' : 'off'}</p>;
}

const state = () => screen.getByTestId('probe').textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('ripple timing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('uses the bounds of docs/product.md §9: between 3 and 5 seconds', () => {
    expect(RIPPLE_MIN_INTERVAL_MS).toBe(3000);
    expect(RIPPLE_MAX_INTERVAL_MS).toBe(5000);
    expect(nextRippleDelay(lowest)).toBe(3000);
    expect(nextRippleDelay(() => 0.5)).toBe(4000);
    expect(nextRippleDelay(highest)).toBeLessThan(5000);
    for (let i = 0; i < 200; i += 1) {
      const delay = nextRippleDelay();
      expect(delay).toBeGreaterThanOrEqual(3000);
      expect(delay).toBeLessThan(5000);
    }
  });

  it('starts a wave no sooner than 3 s, then settles, then waits again', () => {
    render(<Probe random={lowest} />);
    advance(RIPPLE_MIN_INTERVAL_MS - 1);
    expect(state()).toBe('off');
    advance(1);
    expect(state()).toBe('on');
    advance(RIPPLE_ON_MS);
    expect(state()).toBe('off');
    advance(RIPPLE_MIN_INTERVAL_MS - RIPPLE_ON_MS - 1);
    expect(state()).toBe('off');
    advance(1);
    expect(state()).toBe('on');
  });

  it('starts a wave before 5 s at the latest', () => {
    render(<Probe random={highest} />);
    advance(RIPPLE_MAX_INTERVAL_MS - 2);
    expect(state()).toBe('off');
    advance(2);
    expect(state()).toBe('on');
  });

  it('never ripples when disabled (reduced motion)', () => {
    render(<Probe enabled={false} random={lowest} />);
    advance(RIPPLE_MAX_INTERVAL_MS * 4);
    expect(state()).toBe('off');
  });
});
