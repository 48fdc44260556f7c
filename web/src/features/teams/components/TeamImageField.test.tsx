import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { callsTo, stubFetch } from '../../../test/fetchStub';
import { initTestI18n } from '../../../test/i18n';
import { renderWithApp } from '../../../test/render';
import { TeamImageField } from './TeamImageField';

const stored = (n: number) => ({
  id: `up${n}`,
  url: `/public-objects/up${n}.png`,
  kind: 'image',
  mime: 'image/png',
  size: 3,
});

/** The field as a form holds it, with the value shown so that the test reads what would be saved. */
function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TeamImageField kind="logo" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('TeamImageField', () => {
  it('has no address to type: uploads a logo, shows it, replaces it and removes it', async () => {
    let n = 0;
    const fetch = stubFetch({ 'POST /api/uploads': () => Response.json(stored(++n)) });
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Logo (isteğe bağlı)' })).toBeInTheDocument();
    expect(screen.getByText('JPEG, PNG, WebP veya GIF; en fazla 5 MB.')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Logo yükle'), new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Logo önizlemesi' })).toHaveAttribute(
      'src',
      '/public-objects/up1.png',
    );
    expect(screen.getByTestId('value')).toHaveTextContent('/public-objects/up1.png');

    await user.upload(screen.getByLabelText('Logoyu değiştir'), new File(['png2'], 'new.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Logo önizlemesi' })).toHaveAttribute('src', '/public-objects/up2.png'),
    );
    expect(callsTo(fetch, 'POST', '/api/uploads')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Logoyu kaldır' }));
    expect(screen.queryByRole('img', { name: 'Logo önizlemesi' })).not.toBeInTheDocument();
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
    expect(screen.getByLabelText('Logo yükle')).toBeInTheDocument();
  });

  it('refuses a file that is not an image before sending it', async () => {
    const fetch = stubFetch({});
    const user = userEvent.setup({ applyAccept: false });
    renderWithApp(<Harness />);
    await user.upload(screen.getByLabelText('Logo yükle'), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Yalnızca JPEG, PNG, WebP veya GIF görseller yüklenebilir.',
    );
    expect(callsTo(fetch, 'POST', '/api/uploads')).toHaveLength(0);
  });

  it('reads in English', async () => {
    await initTestI18n('en');
    stubFetch({});
    renderWithApp(<Harness initial="/public-objects/old.png" />);
    expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', '/public-objects/old.png');
    expect(screen.getByLabelText('Replace logo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove logo' })).toBeInTheDocument();
  });
});
