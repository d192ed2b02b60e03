import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { MOBILE_BREAKPOINT } from '@ridedesk/domain/shared/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { type KnockOnFix, keyOfFix, useApplyKnockOn } from '../api/apply-knock-on.ts';
import { useAssignRide } from '../api/assign-ride.ts';
import { useBoard } from '../api/get-board.ts';
import { type AttentionItem, type BoardRide, displayStatus } from '../board-types.ts';
import { chauffeurName } from '../board-view.ts';
import { DISPATCH_NS } from '../i18n.ts';
import { statusKey } from '../ride-status.ts';
import { browserOffset, todayAt } from '../timeline-geometry.ts';
import { useBoardEvents } from '../use-board-events.ts';
import { AssignPicker } from './assign-picker.tsx';
import { BoardMap } from './board-map.tsx';
import { BoardMobile } from './board-mobile.tsx';
import { BoardTimeline, type RowMode } from './board-timeline.tsx';
import classes from './dispatch.module.css';
import { DispatchToolbar } from './dispatch-toolbar.tsx';
import { KnockOnPanel } from './knock-on-panel.tsx';
import { LandingTimeDialog } from './landing-time-dialog.tsx';
import type { RideActions } from './ride-block.tsx';
import { RideDrawer } from './ride-drawer.tsx';
import { UnassignedList } from './unassigned-list.tsx';

const isDay = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** /admin/dispatch: one day of rides and chauffeurs, live. */
export const DispatchScreen = () => {
  const { t, i18n } = useTranslation(DISPATCH_NS);
  useDocumentTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`);
  const fallbackToday = todayAt(browserOffset());
  const date = isDay(params.get('date')) ? (params.get('date') as string) : fallbackToday;
  const mode: RowMode = params.get('rows') === 'vehicles' ? 'vehicles' : 'chauffeurs';
  const board = useBoard(date);
  const stream = useBoardEvents(date);
  const assign = useAssignRide();
  const [openId, setOpenId] = useState<number | null>(null);
  const [pickingId, setPickingId] = useState<number | null>(null);
  const [dragging, setDragging] = useState<BoardRide | null>(null);
  const [refusals, setRefusals] = useState<Record<number, string>>({});
  const [landingId, setLandingId] = useState<number | null>(null);
  const applyKnockOn = useApplyKnockOn();
  const [fixErrors, setFixErrors] = useState<Record<string, string>>({});
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));

  const setParam = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (value === null) copy.delete(key);
        else copy.set(key, value);
        return copy;
      },
      { replace: true },
    );

  const data = board.data;
  const today = data ? todayAt(data.offsetMinutes) : fallbackToday;
  const ride = (id: number | null) => data?.rides.find((r) => r.bookingId === id) ?? null;
  const nameOf = (chauffeurId: number | null) => {
    const c = data?.chauffeurs.find((x) => x.id === chauffeurId);
    return c ? chauffeurName(c) : null;
  };

  const runAssign = async (target: BoardRide, chauffeurId: number | null, name: string | null) => {
    setPickingId(null);
    try {
      await assign.mutateAsync({ bookingId: target.bookingId, chauffeurId });
      setRefusals(({ [target.bookingId]: _gone, ...rest }) => rest);
      notifications.show({
        color: 'green',
        message:
          chauffeurId === null
            ? t('unassignedDone', { reference: target.referenceId })
            : t('assignedTo', { reference: target.referenceId, name }),
      });
    } catch (error) {
      const message = isApiError(error) ? error.message : String(error);
      if (isApiError(error) && (error.status === 409 || error.status === 422))
        setRefusals((current) => ({ ...current, [target.bookingId]: message }));
      notifications.show({ color: 'red', title: target.referenceId, message });
    }
  };

  /**
   * The knock-on's fix: one press gives the flagged ride to the suggested chauffeur, or moves it to
   * the suggested car (issue 22).
   */
  const fix = async (item: AttentionItem, input: KnockOnFix, name: string) => {
    const key = keyOfFix(input);
    const car = 'fleetId' in input;
    setFixErrors(({ [key]: _gone, ...rest }) => rest);
    try {
      await applyKnockOn.mutateAsync(input);
      notifications.show({
        color: 'green',
        message: t(car ? 'knockOnCarChanged' : 'knockOnGiven', { reference: item.referenceId, name }),
      });
    } catch (error) {
      const message = isApiError(error) ? error.message : String(error);
      setFixErrors((current) => ({ ...current, [key]: message }));
      notifications.show({
        color: 'red',
        title: item.referenceId,
        message: t(car ? 'knockOnCarFailed' : 'knockOnFailed', { reference: item.referenceId, reason: message }),
      });
    }
  };

  const actions: RideActions = {
    onOpen: (r) => setOpenId(r.bookingId),
    onAssign: (r) => setPickingId(r.bookingId),
    refusal: (r) => refusals[r.bookingId],
    onSetLanding: (r) => setLandingId(r.bookingId),
  };

  const onDragStart = (event: DragStartEvent) => setDragging((event.active.data.current?.ride as BoardRide) ?? null);
  const onDragEnd = (event: DragEndEvent) => {
    setDragging(null);
    const dragged = event.active.data.current?.ride as BoardRide | undefined;
    const target = event.over?.id;
    if (!dragged || target === undefined) return;
    if (target === 'unassigned') {
      if (dragged.chauffeurId !== null) void runAssign(dragged, null, null);
      return;
    }
    const chauffeurId = Number(String(target).replace('chauffeur-', ''));
    if (Number.isInteger(chauffeurId) && chauffeurId !== dragged.chauffeurId)
      void runAssign(dragged, chauffeurId, nameOf(chauffeurId));
  };

  const dateLabel = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
  const opened = ride(openId);
  const picking = ride(pickingId);
  const landing = ride(landingId);

  return (
    <>
      <PageHeader title={t('title')} description={t('lead')} />
      <DispatchToolbar
        date={date}
        today={today}
        onDate={(next) => setParam('date', next === today ? null : next)}
        mode={mode}
        onMode={(next) => setParam('rows', next === 'vehicles' ? next : null)}
        showMode={!isMobile}
        stream={stream}
      />
      <Text size="sm" fw={600} mb="sm" aria-live="polite">
        {dateLabel}
      </Text>
      {board.isPending && <Skeleton height={320} radius="md" />}
      {board.isError && !data && (
        <Stack gap="xs">
          <Text>{t('loadFailed')}</Text>
          <ErrorDisplay error={board.error} />
        </Stack>
      )}
      {data && (
        <KnockOnPanel
          board={data}
          onGive={(item, chauffeurId, name) => void fix(item, { bookingId: item.bookingId, chauffeurId }, name)}
          onUseCar={(item, fleetId, name) => void fix(item, { bookingId: item.bookingId, fleetId }, name)}
          onOpen={setOpenId}
          busyKey={applyKnockOn.isPending && applyKnockOn.variables ? keyOfFix(applyKnockOn.variables) : null}
          errors={fixErrors}
        />
      )}
      {data &&
        (isMobile ? (
          <Stack gap="md">
            <BoardMobile board={data} actions={actions} />
            <BoardMap board={data} />
          </Stack>
        ) : (
          <DndContext
            sensors={sensors}
            onDragStart={onDragStart}
            onDragEnd={onDragEnd}
            onDragCancel={() => setDragging(null)}
          >
            <div className={classes.layout}>
              <BoardTimeline board={data} mode={mode} actions={actions} dateLabel={dateLabel} />
              <div className={classes.aside}>
                <UnassignedList board={data} actions={actions} />
                <BoardMap board={data} />
              </div>
            </div>
            <DragOverlay dropAnimation={null}>
              {dragging && (
                <Paper withBorder shadow="md" radius="md" p="xs" style={{ cursor: 'grabbing', width: 200 }}>
                  <Text size="sm" fw={700} ff="monospace">
                    {dragging.referenceId}
                  </Text>
                  <Text size="xs">{t(statusKey(displayStatus(dragging)))}</Text>
                </Paper>
              )}
            </DragOverlay>
          </DndContext>
        ))}
      {data && (
        <>
          <AssignPicker
            ride={picking}
            onChoose={(r, option) => void runAssign(r, option.id, option.name)}
            onClose={() => setPickingId(null)}
          />
          <RideDrawer
            ride={opened}
            day={data.date}
            nameOf={nameOf}
            chauffeur={nameOf(opened?.chauffeurId ?? null)}
            vehicle={data.vehicles.find((v) => v.id === opened?.fleetId)?.name ?? null}
            refusal={opened ? refusals[opened.bookingId] : undefined}
            onAssign={(r) => setPickingId(r.bookingId)}
            onUnassign={(r) => void runAssign(r, null, null)}
            onSetLanding={(r) => setLandingId(r.bookingId)}
            onClose={() => setOpenId(null)}
          />
          {landing?.flight && (
            <LandingTimeDialog key={landing.bookingId} ride={landing} onClose={() => setLandingId(null)} />
          )}
        </>
      )}
    </>
  );
};
