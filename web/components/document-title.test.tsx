import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentTitle } from './document-title.tsx';

describe('DocumentTitle', () => {
  afterEach(() => {
    document.title = '';
  });

  it('names the tab while shown, follows changes and gives the previous title back', () => {
    document.title = 'Penguin Oracle';
    const view = render(<DocumentTitle>Journal · Penguin Oracle</DocumentTitle>);
    expect(document.title).toBe('Journal · Penguin Oracle');
    view.rerender(<DocumentTitle>Edit Entry · Penguin Oracle</DocumentTitle>);
    expect(document.title).toBe('Edit Entry · Penguin Oracle');
    view.unmount();
    expect(document.title).toBe('Penguin Oracle');
  });
});
