import dayjs from 'dayjs';
import { DATE_FORMAT, DATE_ONLY_FORMAT } from '@earshot/shared/constants';
import { secondsText } from '@earshot/shared/texts';

/** 'DD MMM YYYY HH:mm' (SPEC §9). */
export const formatDateTime = (iso: string): string => dayjs(iso).format(DATE_FORMAT);

/** 'DD MMM YYYY' (profile member-since). */
export const formatDate = (iso: string): string => dayjs(iso).format(DATE_ONLY_FORMAT);

/** Average time in seconds with 1 decimal, or null when there is none yet. */
export const formatAverageTime = (seconds: number | null): string | null =>
  seconds === null ? null : secondsText(seconds);

export const formatNumber = (n: number): string => n.toLocaleString('en-GB');
