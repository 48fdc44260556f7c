import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, stubFetch } from '../../../test/fetchStub';
import { initTestI18n } from '../../../test/i18n';
import { codedAnswer, switchLanguage } from '../../../test/languageSwitch';
import { renderWithApp } from '../../../test/render';
import { ImageUploadField } from './ImageUploadField';

const field = (
  <ImageUploadField kind="avatar" label="Avatar" value={null} onChange={() => {}} person={{ nickname: 'kaan' }} />
);

describe('image upload: its problem follows the language', () => {
  beforeEach(async () => {
    await initTestI18n('en');
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  it('a picture too large to send, refused in English, is refused in Turkish after the switch', async () => {
    const fetch = stubFetch({});
    renderWithApp(field);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.setup().upload(screen.getByLabelText('Choose a profile photo'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('The image can be at most 5 MB.');
    await switchLanguage('tr');
    expect(screen.getByRole('alert')).toHaveTextContent('Görsel en fazla 5 MB olabilir.');
    expect(callsTo(fetch, 'POST', '/api/uploads')).toHaveLength(0);
  });

  it('the server’s refusal, shown in English, turns Turkish after the switch', async () => {
    stubFetch({ 'POST /api/uploads': codedAnswer(400, 'upload_type') });
    renderWithApp(field);
    const file = new File(['not really a png'], 'fake.png', { type: 'image/png' });
    await userEvent.setup().upload(screen.getByLabelText('Choose a profile photo'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unsupported file type. Images: JPEG, PNG, WebP, GIF; videos: MP4, WebM.',
    );
    await switchLanguage('tr');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Desteklenmeyen dosya türü. Görseller: JPEG, PNG, WebP, GIF; videolar: MP4, WebM.',
    );
  });
});
