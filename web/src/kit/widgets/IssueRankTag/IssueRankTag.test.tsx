import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IssueRankTag } from './IssueRankTag';

const toneOf = (text: string) => screen.getByText(text).closest('[data-tone]')?.getAttribute('data-tone');

describe('IssueRankTag', () => {
  it('colours the rank by its band', () => {
    render(
      <>
        <IssueRankTag rank={29} />
        <IssueRankTag rank={30} />
        <IssueRankTag rank={50} />
      </>,
    );
    expect(toneOf('29')).toBe('success');
    expect(toneOf('30')).toBe('warning');
    expect(toneOf('50')).toBe('error');
  });

  it('lists the issue messages per product on hover', async () => {
    render(
      <IssueRankTag
        rank={45}
        issues={[
          {
            productId: 1,
            productName: 'Face Compare',
            messages: ['Plan expires soon', 'No scans'],
            rank: 35,
          },
          { productId: 2, productName: 'OCR', messages: ['Quota reached'], rank: 10 },
        ]}
      />,
    );
    expect(screen.queryByText('Plan expires soon')).toBeNull();
    await userEvent.hover(screen.getByText('45'));
    const face = within(await screen.findByRole('region', { name: 'Face Compare' }));
    expect(face.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Plan expires soon',
      'No scans',
    ]);
    expect(face.getByText('35').closest('[data-tone]')?.getAttribute('data-tone')).toBe('warning');
    const ocr = within(screen.getByRole('region', { name: 'OCR' }));
    expect(ocr.getByText('Quota reached')).toBeTruthy();
  });
});
