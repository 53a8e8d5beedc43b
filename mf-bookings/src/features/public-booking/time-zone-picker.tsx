import { Globe } from 'lucide-react';
import { useContext, useEffect, useId, useMemo, useState } from 'react';
import { useAttendeeMessages } from '../../app/attendee-catalogue';
import { ServerRenderContext } from './attendee-ui';
import styles from './public-booking.module.css';
import { matchesTimeZone, type TimeZoneOption, timeZoneLabel, timeZoneOptions } from './time-zones';

/**
 * Without JavaScript (docs/attendee-pages.md#without-javascript): every zone in a select that
 * submits the page's GET form (free-time-picker.tsx) with `tz`, in place of the search field.
 * Inside <noscript>: only the server draws it (React's browser renderer leaves a noscript's
 * children out), and a browser running scripts keeps it as text, never making ~400 elements.
 */
function NoScriptZoneSelect({
  value,
  label,
  apply,
  keep,
}: {
  value: string;
  label: string;
  apply: string;
  keep?: KeptChoice;
}) {
  return (
    <>
      {/* The zone search needs scripts: without them, not offered (the clock toggle submits). */}
      <style>{'[data-zone-search]{display:none}'}</style>
      <div className={styles.row}>
        <select name="tz" className={styles.input} aria-label={label} defaultValue={value}>
          {timeZoneOptions(value).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {/* The day (or month) on show stays chosen in the new zone: sent by this button only, so
            a day pressed in the calendar is never overridden by it. */}
        <button
          type="submit"
          name={keep?.name}
          value={keep?.value}
          className={`${styles.button} ${styles.outline} ${styles.compact}`}
        >
          {apply}
        </button>
      </div>
    </>
  );
}

/** A choice of the page's address the zone's submit keeps (without JavaScript). */
export interface KeptChoice {
  name: 'date' | 'month';
  value: string;
}

interface TimeZonePickerProps {
  value: string;
  browserZone: string;
  onChange: (timeZone: string) => void;
  /** Without JavaScript: the day or month on show, kept when the zone is applied. */
  keep?: KeptChoice;
}

/** The option the typed text names exactly: its label ('America/New York') or IANA name. */
export function zoneNamedBy(options: readonly TimeZoneOption[], text: string): TimeZoneOption | undefined {
  const needle = text.trim().toLowerCase();
  if (!needle) return undefined;
  return options.find(
    (option) => option.label.toLowerCase() === needle || option.value.toLowerCase() === needle,
  );
}

/**
 * Every zone in a native searchable list (an input with a datalist: a combobox to assistive
 * technology, filtered by the browser as the attendee types), the browser's own first with
 * 'Current Browser'. The zone changes as soon as the text names one.
 */
export function TimeZonePicker({ value, browserZone, onChange, keep }: TimeZonePickerProps) {
  const t = useAttendeeMessages();
  // Drawn on the server the visitor's zone is unknown: the field stays empty until the page
  // renders in the browser.
  const onServer = useContext(ServerRenderContext);
  const [text, setText] = useState(() => (onServer ? '' : timeZoneLabel(value)));
  // The ~400 zones are a good part of the booking page's first render on a phone (their names
  // worked out, their elements made and inserted): they are listed once the field is used (a
  // datalist shows only when focused), not before the calendar shows.
  const [listed, setListed] = useState(false);
  const options = useMemo(() => (listed ? timeZoneOptions(browserZone) : null), [listed, browserZone]);
  const everyZone = () => options ?? timeZoneOptions(browserZone);
  const id = useId();
  const listId = `${id}-zones`;
  const hintId = `${id}-hint`;

  // A zone set from elsewhere shows its name.
  useEffect(() => {
    setText(timeZoneLabel(value));
  }, [value]);

  const change = (next: string) => {
    setText(next);
    setListed(true);
    const named = zoneNamedBy(everyZone(), next);
    if (named && named.value !== value) onChange(named.value);
  };
  const nothingFound =
    options !== null && text.trim() !== '' && !options.some((option) => matchesTimeZone(option, text));

  return (
    <div className={styles.zoneField}>
      <label className={styles.label} htmlFor={id}>
        {t('timeZone')}
      </label>
      <div className={styles.zoneInputBox} data-zone-search="">
        <Globe className={styles.zoneIcon} aria-hidden="true" size={14} />
        <input
          id={id}
          type="text"
          className={`${styles.input} ${styles.zoneInput}`}
          list={listId}
          value={text}
          placeholder={t('timeZoneSearch')}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={nothingFound ? hintId : undefined}
          onChange={(event) => change(event.target.value)}
          onFocus={(event) => {
            setListed(true);
            event.target.select();
          }}
          // Leaving with text that names no zone shows the zone in use again.
          onBlur={() => {
            if (!zoneNamedBy(everyZone(), text)) setText(timeZoneLabel(value));
          }}
        />
      </div>
      <datalist id={listId}>
        {(options ?? []).map((option) => (
          <option
            key={option.value}
            value={option.label}
            label={option.isBrowserZone ? t('currentBrowser') : undefined}
          />
        ))}
      </datalist>
      <noscript>
        <NoScriptZoneSelect value={value} label={t('timeZone')} apply={t('timeZoneApply')} keep={keep} />
      </noscript>
      {nothingFound ? (
        <p id={hintId} className={`${styles.small} ${styles.muted}`} role="status">
          {t('noTimeZoneFound')}
        </p>
      ) : null}
    </div>
  );
}
