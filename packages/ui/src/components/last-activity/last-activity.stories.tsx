import type { Meta, StoryObj } from '@storybook/react-vite';
import { Profiler, useState } from 'react';
import { expect, spyOn, waitFor } from 'storybook/test';
import { LastActivity } from './last-activity.tsx';

const now = new Date('2025-06-15T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const MIN = 60;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

function labelOf(canvasElement: HTMLElement): HTMLElement {
  const label = canvasElement.querySelector<HTMLElement>('[data-slot="last-activity"]');
  if (!label) throw new Error('no label');
  return label;
}

const meta = {
  title: 'Members/LastActivity',
  component: LastActivity,
  args: { lastActivity: ago(3 * HOUR), now },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'public'] } },
} satisfies Meta<typeof LastActivity>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The largest unit, without decimals: 3 h 50 min ago reads 'il y a 3 heures'. */
export const Hours: Story = {
  args: { lastActivity: ago(3 * HOUR + 50 * MIN) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('il y a 3 heures')).toBeVisible();
    await expect(labelOf(canvasElement)).toHaveAttribute('data-kind', 'relative');
    await expect(canvasElement.querySelector('time')).toHaveAttribute(
      'datetime',
      '2025-06-15T08:10:00.000Z',
    );
  },
};

/** Under 60 seconds: 'à l’instant'. */
export const JustNow: Story = {
  args: { lastActivity: ago(59) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('à l’instant')).toBeVisible();
    await expect(labelOf(canvasElement)).toHaveAttribute('data-kind', 'just-now');
  },
};

/** At 60 seconds the minutes start. */
export const OneMinute: Story = {
  args: { lastActivity: ago(60) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('il y a 1 minute')).toBeVisible();
  },
};

/** 59 minutes stay in minutes; 60 minutes become an hour. */
export const MinutesToHours: Story = {
  render: (args) => (
    <div className="flex flex-col gap-2">
      <LastActivity {...args} lastActivity={ago(59 * MIN)} />
      <LastActivity {...args} lastActivity={ago(60 * MIN)} />
      <LastActivity {...args} lastActivity={ago(23 * HOUR)} />
      <LastActivity {...args} lastActivity={ago(24 * HOUR)} />
      <LastActivity {...args} lastActivity={ago(8 * DAY)} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('il y a 59 minutes')).toBeVisible();
    await expect(canvas.getByText('il y a 1 heure')).toBeVisible();
    await expect(canvas.getByText('il y a 23 heures')).toBeVisible();
    await expect(canvas.getByText('il y a 1 jour')).toBeVisible();
    await expect(canvas.getByText('il y a 1 semaine')).toBeVisible();
  },
};

/** Online: a dot and 'En ligne' instead of the time. */
export const Online: Story = {
  args: { online: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('En ligne')).toBeVisible();
    await expect(labelOf(canvasElement)).toHaveAttribute('data-online', 'true');
  },
};

/** Public page, 24 hours or less: 'il y a moins de 24 h'. */
export const PublicLessThanADay: Story = {
  args: { variant: 'public', lastActivity: ago(24 * HOUR) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('il y a moins de 24 h')).toBeVisible();
    await expect(labelOf(canvasElement)).toHaveAttribute('data-variant', 'public');
    await expect(labelOf(canvasElement)).toHaveAttribute('data-kind', 'less-than-a-day');
  },
};

/** Public page, between a day and a week: in days, up to 7 days. */
export const PublicDays: Story = {
  args: { variant: 'public', lastActivity: ago(7 * DAY) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('il y a 7 jours')).toBeVisible();
  },
};

/** Public page, over 7 days: 'il y a plus d’une semaine'. */
export const PublicMoreThanAWeek: Story = {
  args: { variant: 'public', lastActivity: ago(8 * DAY) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('il y a plus d’une semaine')).toBeVisible();
    await expect(labelOf(canvasElement)).toHaveAttribute('data-kind', 'more-than-a-week');
  },
};

/** No activity known: nothing is shown. */
export const NoActivity: Story = {
  args: { lastActivity: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="last-activity"]')).toBeNull();
  },
};

function LiveClock() {
  // Fixed once: 58.5 s ago when the story mounts.
  const [lastActivity] = useState(() => new Date(Date.now() - 58_500));
  return <LastActivity lastActivity={lastActivity} />;
}

/** Without `now` the label follows the clock, refreshed every second. */
export const LiveRefresh: Story = {
  render: () => <LiveClock />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('à l’instant')).toBeVisible();
    await waitFor(() => expect(canvas.getByText('il y a 1 minute')).toBeVisible(), {
      timeout: 3000,
    });
  },
};

const commits: string[] = [];
let intervalSpy: { mock: { calls: unknown[][] }; mockRestore: () => void } | undefined;

/**
 * A page of cards shares one clock: one timer for every label, and a label draws again only when its
 * text changes (hours ago: not within these two seconds), not at each tick.
 */
export const OneClockForAll: Story = {
  beforeEach: () => {
    commits.length = 0;
    intervalSpy = spyOn(window, 'setInterval');
    return () => {
      intervalSpy?.mockRestore();
    };
  },
  render: () => (
    <Profiler id="labels" onRender={(_id, phase) => commits.push(phase)}>
      <ul className="flex flex-col gap-2">
        {[1, 2, 3, 4].map((hours) => (
          <li key={hours}>
            <LastActivity lastActivity={new Date(Date.now() - hours * HOUR * 1000 - 5 * MIN)} />
          </li>
        ))}
      </ul>
    </Profiler>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/^il y a \d heures?$/)).toHaveLength(4);
    const clocks = () => intervalSpy?.mock.calls.filter(([, delay]) => delay === 1000) ?? [];
    await expect(clocks()).toHaveLength(1);
    const drawn = commits.length;
    // Two ticks of the clock, whatever the machine's speed: no label changed, nothing drew.
    await new Promise((resolve) => setTimeout(resolve, 2200));
    await expect(commits.length).toBe(drawn);
    await expect(clocks()).toHaveLength(1);
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <div className="flex flex-col gap-2">
      <LastActivity {...args} lastActivity={ago(30)} />
      <LastActivity {...args} lastActivity={ago(3 * HOUR)} />
      <LastActivity {...args} variant="public" lastActivity={ago(2 * HOUR)} />
      <LastActivity {...args} variant="public" lastActivity={ago(10 * DAY)} />
      <LastActivity {...args} online />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('just now')).toBeVisible();
    await expect(canvas.getByText('3 hours ago')).toBeVisible();
    await expect(canvas.getByText('less than 24 hours ago')).toBeVisible();
    await expect(canvas.getByText('more than a week ago')).toBeVisible();
    await expect(canvas.getByText('Online')).toBeVisible();
  },
};
