import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { setLanguage } from '../i18n/instance';
import en from '../i18n/locales/en.json';
import ty from '../i18n/locales/ty.json';
import { renderPage } from '../testing/render';
import { setupMockServer } from '../testing/server';
import { TextField } from '../ui/TextField';
import { RULE_FORM_OPTIONS, useFormFields } from './fields';
import { ruleResolver, type RuleContext } from './resolver';
import { primeRules, ruleTable } from './rule-table.fixture';
import { useWrite } from './write';

const table = ruleTable({
  loginUsername: { enabled: true, required: true, pattern: '^[a-z0-9]{4,16}$', messageKey: 'error.account_format' },
  nickname: { enabled: true, required: true, pattern: '^.{2,20}$', messageKey: 'error.name_format' },
});

interface Values {
  nickname: string;
  username: string;
}

const resolver = ruleResolver<Values>({ nickname: 'nickname', username: 'loginUsername' });

function Form({ send }: { send: (values: Values) => Promise<unknown> }) {
  const [withNickname, setWithNickname] = useState(false);
  const context: RuleContext = { fields: withNickname ? ['nickname', 'username'] : ['username'] };
  const form = useForm<Values, RuleContext>({
    ...RULE_FORM_OPTIONS,
    resolver,
    context,
    defaultValues: { nickname: '', username: '' },
  });
  const fields = useFormFields(form);
  const submit = useWrite({ mutationFn: send }, { form });
  const onValid = (values: Values) => submit.run(values, { onFailure: () => 'username' });
  return (
    <form noValidate onSubmit={fields.handleSubmit(onValid)}>
      {withNickname ? <TextField {...fields.field('nickname')} label="Nickname" /> : null}
      <TextField {...fields.field('username')} label="Username" />
      <button type="button" onClick={() => setWithNickname(true)}>
        Add a nickname
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

setupMockServer();

async function mount(send: (values: Values) => Promise<unknown> = () => Promise.resolve()) {
  primeRules(table);
  return renderPage(<Form send={send} />);
}

describe('a rule form', () => {
  it('shows a message when a field is left, and the message follows the typing', async () => {
    const { user } = await mount();
    await user.type(screen.getByLabelText('Username'), 'a!');
    expect(screen.queryByText(en.error.account_format)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(en.error.account_format)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'member01');
    await waitFor(() => expect(screen.queryByText(en.error.account_format)).not.toBeInTheDocument());
    expect(screen.getByLabelText('Username')).toHaveFocus();
  });

  it('checks everything on submit and focuses the first failing field in form order', async () => {
    const send = vi.fn(() => Promise.resolve());
    const { user } = await mount(send);
    // The nickname field is registered after the username but stands first in the form.
    await user.click(screen.getByRole('button', { name: 'Add a nickname' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Nickname')).toHaveFocus());
    expect(screen.getByLabelText('Nickname')).toHaveAccessibleDescription(en.required);
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(en.required);
    expect(send).not.toHaveBeenCalled();
  });

  it("puts a server's message under its field, keeps it through a language change, and drops it on typing", async () => {
    const { user } = await mount(() => Promise.reject(new ApiError('auth.username_exists', 409)));
    await user.type(screen.getByLabelText('Username'), 'member01');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(en.error.username_exists)).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();

    await act(() => setLanguage('ty'));
    expect(await screen.findByText(ty.error.username_exists)).toBeInTheDocument();
    // Past the 200 ms re-check, which leaves a server's message alone.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.getByText(ty.error.username_exists)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Username'), '2');
    await waitFor(() => expect(screen.queryByText(ty.error.username_exists)).not.toBeInTheDocument());
    await act(() => setLanguage('en'));
  });

  it('shows rule messages in the language of the page as soon as it changes', async () => {
    const { user } = await mount();
    await user.type(screen.getByLabelText('Username'), 'a!');
    await user.tab();
    expect(await screen.findByText(en.error.account_format)).toBeInTheDocument();
    await act(() => setLanguage('ty'));
    expect(screen.getByText(ty.error.account_format)).toBeInTheDocument();
    await act(() => setLanguage('en'));
  });
});
