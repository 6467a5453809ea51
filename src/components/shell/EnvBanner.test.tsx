import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EnvBanner, { envNameForPort } from './EnvBanner';

describe('environment banner', () => {
  it.each([
    ['8084', 'Staging 2'],
    ['8083', 'Staging'],
    ['42763', 'QA'],
    ['3000', 'Development'],
    ['5000', 'Development'],
    ['8080', null],
    ['', null],
  ])('port %s is %s', (port, name) => {
    expect(envNameForPort(port)).toBe(name);
  });

  it('shows "Server: QA" and can be dismissed', async () => {
    render(<EnvBanner port="42763" />);
    expect(screen.getByText('Server: QA')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Server: QA')).not.toBeInTheDocument();
  });

  it('remembers the dismissal for the session', async () => {
    const first = render(<EnvBanner port="3000" />);
    expect(screen.getByRole('status')).toHaveTextContent('Server: Development');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    first.unmount();
    render(<EnvBanner port="3000" />);
    expect(screen.queryByText('Server: Development')).not.toBeInTheDocument();
    sessionStorage.clear();
  });

  it('uses the serving port by default (none in tests: production)', () => {
    const { container } = render(<EnvBanner />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is absent on production ports', () => {
    const { container } = render(<EnvBanner port="8080" />);
    expect(container).toBeEmptyDOMElement();
  });
});
