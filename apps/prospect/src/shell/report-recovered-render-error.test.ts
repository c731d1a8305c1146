import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECOVERED_RENDER_WARNING, reportRecoveredRenderError } from './report-recovered-render-error';

describe('reportRecoveredRenderError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('warns with the error React wrapped, which its production message leaves out, and where', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const thrown = new TypeError("Cannot read properties of undefined (reading 'id')");
    const wrapped = new Error('Minified React error #520', { cause: thrown });
    reportRecoveredRenderError(wrapped, { componentStack: '\n    at DayPanel' });
    expect(warn).toHaveBeenCalledOnce();
    const [message] = warn.mock.calls[0] as [string];
    expect(message.startsWith(RECOVERED_RENDER_WARNING)).toBe(true);
    expect(message).toContain("TypeError: Cannot read properties of undefined (reading 'id')");
    expect(message).toContain('at DayPanel');
    expect(message).not.toContain('#520');
  });

  it('describes a thrown value that is not an Error', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    reportRecoveredRenderError('plain text', {});
    expect(warn.mock.calls[0]?.[0]).toContain(': plain text');
  });
});
