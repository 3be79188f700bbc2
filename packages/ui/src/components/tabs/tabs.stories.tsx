import { Star } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { defaultValue: 'priority', onValueChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The inbox: priority and secondary tabs, each with its unseen count. */
export const Inbox: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Boîtes de réception">
        <TabsTrigger value="priority" count={3}>
          Prioritaire
        </TabsTrigger>
        <TabsTrigger value="secondary" count={1}>
          Secondaire
        </TabsTrigger>
      </TabsList>
      <TabsContent value="priority">Vos conversations prioritaires.</TabsContent>
      <TabsContent value="secondary">Les conversations de votre boîte secondaire.</TabsContent>
    </Tabs>
  ),
  play: async ({ args, canvas }) => {
    const priority = canvas.getByRole('tab', { name: 'Prioritaire 3 non lus' });
    const secondary = canvas.getByRole('tab', { name: 'Secondaire 1 non lu' });
    await expect(priority).toHaveAttribute('aria-selected', 'true');
    await expect(priority).toHaveAttribute('data-count', '3');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Vos conversations prioritaires.');
    await userEvent.click(secondary);
    await expect(args.onValueChange).toHaveBeenCalledWith('secondary');
    await expect(secondary).toHaveAttribute('data-state', 'active');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      'Les conversations de votre boîte secondaire.',
    );
  },
};

/** A flower flag when the unseen conversations include a flower. */
export const WithFlowerFlag: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Boîtes de réception">
        <TabsTrigger value="priority" count={2} flag>
          Prioritaire
        </TabsTrigger>
        <TabsTrigger value="secondary">Secondaire</TabsTrigger>
      </TabsList>
      <TabsContent value="priority">Deux conversations non lues, dont une fleur.</TabsContent>
      <TabsContent value="secondary">Aucune conversation.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    const priority = canvas.getByRole('tab', { name: 'Prioritaire dont une fleur 2 non lus' });
    await expect(priority).toHaveAttribute('data-flag', 'true');
    const secondary = canvas.getByRole('tab', { name: 'Secondaire' });
    await expect(secondary).not.toHaveAttribute('data-count');
    await expect(secondary).not.toHaveAttribute('data-flag');
  },
};

/** Any icon can be the flag, with its own spoken label; a zero count shows no badge. */
export const CustomFlagAndZeroCount: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Articles">
        <TabsTrigger value="priority" count={0} flag={<Star />} flagLabel="avec des favoris">
          À lire
        </TabsTrigger>
        <TabsTrigger value="read">Lus</TabsTrigger>
      </TabsList>
      <TabsContent value="priority">Articles à lire.</TabsContent>
      <TabsContent value="read">Articles lus.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    const tab = canvas.getByRole('tab', { name: 'À lire avec des favoris' });
    await expect(tab).not.toHaveAttribute('data-count');
  },
};

/** Counts past 99 read 99+; screen readers hear the exact number. */
export const LargeCount: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Boîtes de réception">
        <TabsTrigger value="priority" count={240}>
          Prioritaire
        </TabsTrigger>
      </TabsList>
      <TabsContent value="priority">Beaucoup de messages.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    const tab = canvas.getByRole('tab', { name: 'Prioritaire 240 non lus' });
    await expect(tab).toHaveTextContent('99+');
  },
};

/** Arrow keys move between tabs and activate them; Tab moves into the panel. */
export const Keyboard: Story = {
  render: Inbox.render,
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const priority = canvas.getByRole('tab', { name: /Prioritaire/ });
    await expect(priority).toHaveFocus();
    await expect(getComputedStyle(priority).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowRight}');
    const secondary = canvas.getByRole('tab', { name: /Secondaire/ });
    await expect(secondary).toHaveFocus();
    await expect(secondary).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenCalledWith('secondary');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

/** The arrows wrap around, Home and End jump to the ends, a disabled tab is skipped; one tab is in the Tab order. */
export const KeyboardEndsAndDisabled: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Boîtes de réception">
        <TabsTrigger value="priority">Prioritaire</TabsTrigger>
        <TabsTrigger value="archived" disabled>
          Archivées
        </TabsTrigger>
        <TabsTrigger value="secondary">Secondaire</TabsTrigger>
      </TabsList>
      <TabsContent value="priority">Vos conversations prioritaires.</TabsContent>
      <TabsContent value="archived">Archivées.</TabsContent>
      <TabsContent value="secondary">Les conversations de votre boîte secondaire.</TabsContent>
    </Tabs>
  ),
  play: async ({ args, canvas }) => {
    const priority = canvas.getByRole('tab', { name: 'Prioritaire' });
    const secondary = canvas.getByRole('tab', { name: 'Secondaire' });
    await expect(priority).toHaveAttribute('tabindex', '0');
    await expect(secondary).toHaveAttribute('tabindex', '-1');
    await expect(priority).toHaveAttribute('aria-controls', canvas.getByRole('tabpanel').id);
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Prioritaire');
    await userEvent.tab();
    await expect(priority).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(secondary).toHaveFocus();
    await expect(secondary).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Secondaire');
    await userEvent.keyboard('{ArrowRight}');
    await expect(priority).toHaveFocus();
    await expect(priority).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(secondary).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(priority).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(secondary).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('secondary');
    await expect(args.onValueChange).not.toHaveBeenCalledWith('archived');
    await expect(canvas.queryByText('Archivées.')).not.toBeInTheDocument();
  },
};

/** Held by the parent: a press asks for the change and the tabs show what the parent decides. */
export const Controlled: Story = {
  args: { value: 'priority' },
  render: Inbox.render,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: /Secondaire/ }));
    await expect(args.onValueChange).toHaveBeenCalledWith('secondary');
    await expect(canvas.getByRole('tab', { name: /Prioritaire/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Vos conversations prioritaires.');
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Inboxes">
        <TabsTrigger value="priority" count={3} flag>
          Priority
        </TabsTrigger>
        <TabsTrigger value="secondary">Secondary</TabsTrigger>
      </TabsList>
      <TabsContent value="priority">Your priority conversations.</TabsContent>
      <TabsContent value="secondary">Your secondary conversations.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('tab', { name: 'Priority including a flower 3 unread' }),
    ).toBeInTheDocument();
  },
};

/** Long French labels scroll horizontally on a narrow screen instead of wrapping. */
export const LongFrenchText: Story = {
  render: (args) => (
    <div className="w-80">
      <Tabs {...args}>
        <TabsList aria-label="Boîtes de réception">
          <TabsTrigger value="priority" count={12} flag>
            Boîte de réception prioritaire
          </TabsTrigger>
          <TabsTrigger value="secondary" count={4}>
            Boîte de réception secondaire
          </TabsTrigger>
        </TabsList>
        <TabsContent value="priority">Conversations prioritaires.</TabsContent>
        <TabsContent value="secondary">Conversations secondaires.</TabsContent>
      </Tabs>
    </div>
  ),
};
