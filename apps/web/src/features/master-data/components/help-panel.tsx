import { useTranslation } from 'react-i18next';
import { HowToPanel } from '../../../components/record-kit/how-to-panel.tsx';
import { MASTER_DATA_HELP_NS } from '../help-i18n.ts';

export type HelpTopic =
  | 'vehicleType'
  | 'serviceType'
  | 'airport'
  | 'amenity'
  | 'serviceUserType'
  | 'priceType'
  | 'documentType'
  | 'garageLocation'
  | 'fleet'
  | 'master';

/** A setup screen's help: what the kind is for and how to fill it in, open until folded away. */
export const HelpPanel = ({ topic, defaultOpen = false }: { topic: HelpTopic; defaultOpen?: boolean }) => {
  const { t } = useTranslation(MASTER_DATA_HELP_NS);
  return (
    <HowToPanel
      title={t('title')}
      purpose={t(`${topic}_purpose`)}
      steps={t(`${topic}_steps`).split('\n')}
      defaultOpen={defaultOpen}
    />
  );
};
