import { notifications } from '@mantine/notifications';
import type { SaveAction } from '@ridedesk/domain/master-data/draft-publish';
import { IconListCheck } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ComponentProps, ReactNode } from 'react';
import { AddButton } from '../../../components/record-kit/add-button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { HelpPanel } from './help-panel.tsx';
import { SiteNotice } from './site-notice.tsx';

/** A site's master-data screen opens the same way: its title and lead, Add New where records may be added, which site it acts on, and its help. */
export const SiteListHeader = ({
  title,
  lead,
  canAdd,
  onAdd,
  topic,
  more,
}: {
  title: string;
  lead: string;
  canAdd: boolean;
  onAdd: () => void;
  topic: ComponentProps<typeof HelpPanel>['topic'];
  /** Other actions beside Add New (Add Existing). */
  more?: ReactNode;
}) => (
  <>
    <PageHeader
      title={title}
      description={lead}
      actions={
        canAdd && (
          <>
            <AddButton onClick={onAdd} />
            {more}
          </>
        )
      }
    />
    <SiteNotice />
    <HelpPanel topic={topic} />
  </>
);

/** Says a record was saved (published or as a draft) and, when it completed a setup checklist item, that too. */
export const announceSaved = (t: TFunction, action: SaveAction, setupStatus: string | undefined, noun: string) => {
  notifications.show({ color: 'green', message: t(action === 'publish' ? 'savedPublished' : 'savedDraft') });
  if (setupStatus === 'completed')
    notifications.show({ color: 'green', icon: <IconListCheck size={18} />, message: t('setupCompleted', { noun }) });
};

/** Why a site's list is empty: nothing published (add one) or no drafts. */
export const emptySiteList = (t: TFunction, isPublished: boolean, noun: string, canAdd: boolean) => ({
  title: t(isPublished ? 'emptyPublished' : 'emptyUnpublished', { noun }),
  hint: isPublished ? (canAdd ? t('emptyPublishedOwnHint') : undefined) : t('emptyUnpublishedHint'),
});
