import { describe, expect, it } from 'vitest';
import { NotificationType } from '@esn/contract';
import { renderStored } from './templates';

describe('stored notification texts', () => {
  // A type without a template fails at the moment it is sent (inside a listener, where nobody sees the error).
  it.each(NotificationType.options)('%s has its Turkish title and message', (type) => {
    const { title, message } = renderStored(type, {});
    expect(title.length).toBeGreaterThan(0);
    expect(message.length).toBeGreaterThan(0);
  });
});
