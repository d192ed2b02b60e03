import { Text } from '@mantine/core';
import type { SaveAction } from '@ridedesk/domain/master-data/draft-publish';
import { isSpUser } from '@ridedesk/domain/shared/constants';
import { IconCurrencyDollarOff, IconDiscountOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton } from '../../../components/record-kit/add-button.tsx';
import { HowToPanel } from '../../../components/record-kit/how-to-panel.tsx';
import type { ListState } from '../../../components/ui/list-kit/list-types.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { useSession } from '../../../lib/session.ts';
import { PRICING_NS } from '../i18n.ts';
import { useListParams } from './list-params.ts';
import { useConfirmToggle } from './pricing-list.tsx';

/** What a pricing screen's dialog takes: the record being edited (null for a new one), and its closing and saving. */
export type PricingDialogProps<Row> = {
  opened: boolean;
  editing: Row | null;
  onClose: () => void;
  onSaved: (saved: Row, action: SaveAction) => void;
};

/** The five help steps of each screen ('pricesHelp1' to 'pricesHelp5'). */
const HELP_STEPS = [1, 2, 3, 4, 5] as const;

/**
 * Each pricing screen: its title (the spec's words, untranslated) and the picture of its empty
 * list. Its texts are keyed by the topic: the lead, help, list texts and read-only note.
 */
const PRICING_TOPICS = {
  prices: { title: 'Manage Price Definitions', emptyIcon: IconCurrencyDollarOff },
  discounts: { title: 'Manage Discounts', emptyIcon: IconDiscountOff },
} as const;

type PricingTopic = keyof typeof PRICING_TOPICS;

/**
 * What a pricing screen keeps between its list and its dialog: who may change it, the list's
 * address, the dialog (a new record or the one being edited), Disable/Enable with its
 * confirmation, and the record just saved, whose group (Published or Unpublished) is then shown
 * so that it is in view. `header` heads the screen; `listProps` go to the PricingList with the
 * group shown and the topic's texts (its name, find hint, load failure and empty lists, 'pricesTable',
 * 'noPublishedPrices'), `dialogProps` to the screen's dialog.
 */
export const usePricingScreen = <Row extends { id: number; isEnabled: boolean; isPublished: boolean }>({
  topic,
  useGroup,
  toggle,
  toggleDetail,
}: {
  topic: PricingTopic;
  /** The query of the records of one group (published, or not). */
  useGroup: (isPublished: boolean) => ListState & { data?: Row[] };
  toggle: Parameters<typeof useConfirmToggle<Row>>[0];
  toggleDetail: (row: Row) => string;
}) => {
  const { title, emptyIcon } = PRICING_TOPICS[topic];
  useDocumentTitle(title);
  const { t } = useTranslation(PRICING_NS);
  const session = useSession();
  const canManage = !!session && !isSpUser(session.user.role);
  const params = useListParams();
  const group = useGroup(params.filter === 'Published');
  const confirmToggle = useConfirmToggle<Row>(toggle, toggleDetail);
  const [savedId, setSavedId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<{ editing: Row | null; open: boolean }>({ editing: null, open: false });
  const closeDialog = () => setDialog((d) => ({ ...d, open: false }));
  const texts = topicTexts(topic);
  const emptyKey = params.filter === 'Published' ? texts.published : texts.draft;
  return {
    // The heading with Add New for those who may change the list, its help ('How to fill this
    // in', from the topic's texts), and the read-only note for the others.
    header: (
      <>
        <PageHeader
          title={title}
          description={t(`${topic}Lead`)}
          actions={canManage && <AddButton onClick={() => setDialog({ editing: null, open: true })} />}
        />
        <HowToPanel
          title={t('helpTitle')}
          purpose={t(`${topic}HelpPurpose`)}
          steps={HELP_STEPS.map((step) => t(`${topic}Help${step}`))}
        />
        {!canManage && (
          <Text size="sm" c="dimmed" mb="sm">
            {t(texts.readOnly)}
          </Text>
        )}
      </>
    ),
    listProps: {
      params,
      state: group,
      all: group.data,
      savedId,
      manage: canManage
        ? { onEdit: (row: Row) => setDialog({ editing: row, open: true }), onToggle: confirmToggle.ask }
        : null,
      label: t(texts.table),
      findPlaceholder: t(texts.find),
      loadFailed: t(texts.loadFailed),
      empty: { icon: emptyIcon, title: t(emptyKey), hint: t(`${emptyKey}Hint`) },
    },
    dialogProps: {
      opened: dialog.open,
      editing: dialog.editing,
      onClose: closeDialog,
      onSaved: (saved: Pick<Row, 'id' | 'isPublished'>) => {
        closeDialog();
        setSavedId(saved.id);
        const group = saved.isPublished ? 'Published' : 'Unpublished';
        if (group !== params.filter) params.setFilter(group);
      },
    },
    toggleDialog: confirmToggle.dialog,
  };
};

/** The keys of a topic's texts ('readOnlyPrices', 'findPricesPlaceholder', 'noDraftPrices' and its hint). */
const topicTexts = (topic: PricingTopic) => {
  const plural = topic === 'prices' ? 'Prices' : 'Discounts';
  return {
    readOnly: `readOnly${plural}`,
    find: `find${plural}Placeholder`,
    table: `${topic}Table`,
    loadFailed: `${topic}LoadFailed`,
    published: `noPublished${plural}`,
    draft: `noDraft${plural}`,
  };
};
