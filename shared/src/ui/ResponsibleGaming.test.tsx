import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/instance';
import { ResponsibleGaming } from './ResponsibleGaming';

describe('ResponsibleGaming', () => {
  it.each([
    ['en', 'Gambling can be addictive. Know when to stop.', 'Call the NCMH crisis hotline 1553'],
    ['ty', 'Nakakaadik ang pagsusugal. Alamin kung kailan titigil.', 'Tumawag sa NCMH crisis hotline 1553'],
  ] as const)('warns and offers the helpline to call (%s)', async (language, line, call) => {
    await setLanguage(language);
    render(<ResponsibleGaming />);
    expect(screen.getByText(line)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: call })).toHaveAttribute('href', 'tel:1553');
  });
});
