import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeedbackProvider, useFeedback } from './feedback';

/** Says something the moment it mounts: before the APIs' host has loaded. */
function SaysAtOnce() {
  const { message, notification } = useFeedback();
  useEffect(() => {
    void message.success('Saved at once');
    notification.error({ title: 'Failed at once' });
  }, [message, notification]);
  return null;
}

function AsksOnClick() {
  const { modal } = useFeedback();
  return (
    <button onClick={() => void modal.confirm({ title: 'Turn Test Mode on?', okText: 'Turn on' })}>
      Ask
    </button>
  );
}

describe('the feedback APIs', () => {
  it('keep what is said before their host has loaded, and say it once it has', async () => {
    render(
      <FeedbackProvider>
        <SaysAtOnce />
      </FeedbackProvider>,
    );
    expect(await screen.findByText('Saved at once')).toBeTruthy();
    expect(await screen.findByText('Failed at once')).toBeTruthy();
  });

  it('open a confirmation through antd’s modal once loaded', async () => {
    render(
      <FeedbackProvider>
        <AsksOnClick />
      </FeedbackProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByRole('button', { name: 'Turn on' })).toBeTruthy();
    expect(screen.getAllByText('Turn Test Mode on?').length).toBeGreaterThan(0);
  });

  it('are only there under their provider', () => {
    expect(() => render(<AsksOnClick />)).toThrow(/FeedbackProvider/);
  });
});
