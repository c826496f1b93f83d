import { afterEach, describe, expect, it } from 'vitest';
import type { ContractDetail, PendingContractsValue } from '../contract';
import { i18n } from '../i18n/instance';
import { feedbackState, resetFeedback, settleDialog } from '../ui/feedback-store';
import { askAboutContracts } from './contract-prompts';

// Only whether a field is null matters to the prompts.
const offer = {} as ContractDetail;
const ALL_PENDING: PendingContractsValue = {
  dailysalreqtype: offer,
  divtypecompperiodreq: offer,
  contracthoursalreq: offer,
};

const prompt = (kind: string) => i18n.t(`contract_prompt.${kind}`);

/** Answers the open prompt once it shows, and says which it was. */
async function answer(confirmed: boolean): Promise<string> {
  await expect.poll(() => feedbackState.dialogs.length).toBe(1);
  const [dialog] = feedbackState.dialogs;
  if (!dialog) throw new Error('no prompt is open');
  settleDialog(dialog.id, confirmed);
  return dialog.message;
}

afterEach(() => resetFeedback());

describe('askAboutContracts', () => {
  it('asks about each pending contract in turn and gives the one chosen', async () => {
    const chosen = askAboutContracts(ALL_PENDING);
    expect(await answer(false)).toBe(prompt('salary'));
    expect(await answer(true)).toBe(prompt('dividend'));
    await expect(chosen).resolves.toBe('dividend');
    expect(feedbackState.dialogs).toHaveLength(0);
  });

  it('goes on for a caller that joins while the first no longer wants the answer', async () => {
    let firstWants = true;
    const first = askAboutContracts(ALL_PENDING, () => firstWants);
    await expect.poll(() => feedbackState.dialogs.length).toBe(1);
    // The page moved on and asked again while the first prompt was open.
    firstWants = false;
    const second = askAboutContracts(ALL_PENDING);
    expect(await answer(false)).toBe(prompt('salary'));
    expect(await answer(true)).toBe(prompt('dividend'));
    await expect(second).resolves.toBe('dividend');
    await expect(first).resolves.toBeNull();
  });

  it('stops once no caller wants the answer, and a later call starts a new round', async () => {
    let wanted = true;
    const stopped = askAboutContracts(ALL_PENDING, () => wanted);
    wanted = false;
    await answer(false);
    await expect(stopped).resolves.toBeNull();
    expect(feedbackState.dialogs).toHaveLength(0);

    const again = askAboutContracts({ ...ALL_PENDING, dailysalreqtype: null });
    expect(await answer(false)).toBe(prompt('dividend'));
    expect(await answer(false)).toBe(prompt('hourly'));
    await expect(again).resolves.toBeNull();
  });
});
