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

  // The site speaks informally ("sen"); these are the texts stored and mailed in Turkish.
  it.each(NotificationType.options)('%s speaks informally, never with the formal "siz"', (type) => {
    const { title, message } = renderStored(type, {});
    const words = `${title} ${message}`.toLocaleLowerCase('tr').match(/[a-zçğıöşü]+/g) ?? [];
    const formal = words.filter(
      (w) =>
        !/^(yalnız|henüz|organiz|önizle|deniz)/.test(w) &&
        (/(ınız|iniz|unuz|ünüz|anız|eniz)[a-zçğıöşü]*$/.test(w) ||
          /^[a-zçğıöşü]+(yin|yın|yün)$/.test(w) ||
          /^(edin|açın|seçin|girin|olun|bakın)$/.test(w)),
    );
    expect(formal).toEqual([]);
  });
});
