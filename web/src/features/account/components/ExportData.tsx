import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Button } from '../../../shared/ui/Button';
import { FormAlert } from '../../../shared/ui/Field';
import { useExportData } from '../api';

/** "Download my data": the server's JSON export of everything stored about the reader, saved as a file. */
export function ExportData({ nickname }: { nickname: string }) {
  const { t } = useTranslation('account');
  const exporting = useExportData(nickname);
  return (
    <div className="space-y-4">
      <FormAlert>{exporting.isError ? errorMessage(exporting.error, t) : null}</FormAlert>
      <FormAlert tone="success">{exporting.isSuccess ? t('export.done', { file: exporting.data }) : null}</FormAlert>
      <Button
        variant="secondary"
        loading={exporting.isPending}
        onClick={() => exporting.mutate()}
        className="w-full sm:w-auto"
      >
        {!exporting.isPending && <Download className="h-4 w-4" aria-hidden="true" />}
        {exporting.isPending ? t('export.preparing') : t('export.submit')}
      </Button>
    </div>
  );
}
