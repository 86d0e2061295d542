import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { platformResult, SignedAmount, signedYuan } from './signed-amount';

describe('SignedAmount', () => {
  it('shows a gain red with a plus and a loss green with the minus before the yuan sign', () => {
    render(
      <>
        <SignedAmount value="1234.5" prefix="¥" />
        <SignedAmount value="-23.00" prefix="¥" />
        <SignedAmount value="0.00" />
      </>,
    );
    expect(screen.getByText('+¥1,234.50')).toHaveAttribute('data-sign', 'up');
    expect(screen.getByText('-¥23.00')).toHaveAttribute('data-sign', 'down');
    expect(screen.getByText('0.00')).toHaveAttribute('data-sign', 'zero');
    expect(signedYuan('-23.00')).toBe('-¥23.00');
  });

  it('turns a player’s result into the platform’s', () => {
    expect(platformResult('-10.00')).toBe('10.00');
    expect(platformResult('66.50')).toBe('-66.50');
    expect(platformResult('-0.00')).toBe('0.00');
  });
});
