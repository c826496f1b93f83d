// The demo game page's script. Plain browser JavaScript, served as a file (the page allows no inline
// script). It plays rounds with the launch ticket from the page's URL and tells the parent window the
// new balance after each one.
'use strict';

(() => {
  const config = JSON.parse(document.getElementById('play-config').textContent);
  const text = config.text;
  const ticket = new URLSearchParams(window.location.search).get('ticket') ?? '';
  const controls = document.getElementById('round-form');
  const button = document.getElementById('play');
  const balance = document.getElementById('balance');
  const result = document.getElementById('result');
  const board = document.getElementById('board');

  const money = (amount) =>
    `${config.currencySymbol}${amount.toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_match, key) => String(values[key] ?? ''));

  // Same origin as the host: the page is served through the host's /api proxy.
  function tellParent(wallet) {
    if (window.parent === window) return;
    window.parent.postMessage({ type: config.messageType, nodeId: config.nodeId, wallet }, window.location.origin);
  }

  function showReels(reels) {
    const spans = board.querySelectorAll('.reel');
    reels.forEach((symbol, index) => {
      if (spans[index]) spans[index].textContent = text.glyphs[symbol] ?? '?';
    });
    board.setAttribute('aria-label', fill(text.reels, { symbols: reels.map((s) => text.symbols[s]).join(', ') }));
  }

  const kinds = text.kinds;
  const place = (key) => board.querySelector(`[data-place="${key}"] .place-show`);

  function markWinner(key) {
    board.querySelectorAll('.place').forEach((p) => p.classList.toggle('winner', p.dataset.place === key));
  }

  // Each kind's result: what the board shows, and the words the status line announces.
  const SHOW = {
    reels: (outcome) => {
      showReels(outcome.reels);
      return '';
    },
    fishing: (outcome) => {
      board.querySelectorAll('.fish').forEach((fish) => {
        fish.classList.toggle('aimed', fish.dataset.fish === outcome.fish);
        fish.classList.toggle('caught', outcome.caught && fish.dataset.fish === outcome.fish);
      });
      return fill(outcome.caught ? kinds.fishing.caught : kinds.fishing.escaped, {
        fish: kinds.fishing.fish[outcome.fish],
      });
    },
    baccarat: (outcome) => {
      const { bets } = kinds.baccarat;
      const hand = (key) =>
        fill(kinds.baccarat.hand, { hand: bets[key], cards: outcome[key].join(' '), points: outcome[`${key}Points`] });
      place('player').textContent = `${outcome.player.join(' ')} (${outcome.playerPoints})`;
      place('banker').textContent = `${outcome.banker.join(' ')} (${outcome.bankerPoints})`;
      markWinner(outcome.result);
      const points = [outcome.playerPoints, outcome.bankerPoints];
      const verdict =
        outcome.result === 'tie'
          ? fill(kinds.baccarat.tie, { points: outcome.playerPoints })
          : fill(kinds.baccarat.wins, {
              hand: bets[outcome.result],
              winner: Math.max(...points),
              loser: Math.min(...points),
            });
      return `${hand('player')}. ${hand('banker')}. ${verdict}`;
    },
    sabong: (outcome) => {
      place('meron').textContent = outcome.result === 'meron' ? '★' : outcome.result === 'draw' ? '=' : '–';
      place('wala').textContent = outcome.result === 'wala' ? '★' : outcome.result === 'draw' ? '=' : '–';
      markWinner(outcome.result);
      return outcome.result === 'draw'
        ? kinds.sabong.draw
        : fill(kinds.sabong.wins, { side: kinds.sabong.bets[outcome.result] });
    },
    sports: (outcome) => {
      const [homeGoals, awayGoals] = outcome.score;
      const [home, away] = config.match;
      place('home').textContent = String(homeGoals);
      place('away').textContent = String(awayGoals);
      markWinner(outcome.result === '1' ? 'home' : outcome.result === '2' ? 'away' : '');
      return fill(kinds.sports.fullTime, { home, away, homeGoals, awayGoals });
    },
    lottery: (outcome) => {
      const picked = chosenNumbers();
      place('drawn').innerHTML = '';
      outcome.drawn.forEach((n) => {
        const ball = document.createElement('span');
        ball.className = picked.includes(n) ? 'ball hit' : 'ball';
        ball.textContent = String(n);
        place('drawn').append(ball);
      });
      return fill(kinds.lottery.matched, { numbers: outcome.drawn.join(', '), hits: outcome.hits });
    },
  };

  const showOutcome = (outcome) => SHOW['reels' in outcome ? 'reels' : outcome.game](outcome);

  function describe(round, shown) {
    const parts = shown ? [shown] : [];
    if (round.payout > round.stake) parts.push(fill(text.won, { amount: money(round.payout) }));
    else if (round.payout > 0) parts.push(fill(text.returned, { amount: money(round.payout) }));
    else parts.push(text.lost);
    parts.push(fill(text.round, { id: round.roundId }));
    return parts.join(' ');
  }

  async function send(url, method, body) {
    const response = await fetch(url, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { 'Content-Type': 'application/json', [config.ticketHeader]: ticket },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await response.json().catch(() => ({}));
    return { ok: response.ok, answer };
  }

  // Answers that end play: the ticket or its session ended, or the member started a break.
  const STOPPED = {
    'launch.ticket_invalid': () => text.expired,
    'launch.session_ended': () => text.signedOut,
    'play.excluded': (values) => fill(text.excluded, values),
    'play.timeout': (values) => fill(text.timeout, values),
  };

  /** The message for a failed call; a stopping one also makes the game inert. */
  function failure(answer) {
    const stop = STOPPED[answer.errorCode];
    if (stop) {
      controls.setAttribute('inert', '');
      fair.setAttribute('inert', '');
      return stop(answer.data?.values ?? {});
    }
    return answer.errorCode === 'wallet.insufficient' ? text.insufficient : text.failed;
  }

  const chosen = (name) => controls.querySelector(`input[name="${name}"]:checked`)?.value;
  const chosenNumbers = () =>
    Array.from(controls.querySelectorAll('input[name="numbers"]:checked'), (box) => Number(box.value));

  /** The round's body, or null (and the reason shown) when the bet is not complete. */
  function roundBody() {
    const body = { stake: Number(chosen('stake')) };
    if (config.kind === 'lottery') {
      body.numbers = chosenNumbers();
      if (body.numbers.length !== config.lotteryPicks) {
        result.textContent = fill(kinds.lottery.need, { count: config.lotteryPicks });
        result.classList.add('error');
        return null;
      }
    } else if (config.kind !== 'slot') {
      body.pick = chosen('pick');
    }
    return body;
  }

  button.addEventListener('click', async () => {
    result.classList.remove('win', 'error');
    const body = roundBody();
    if (!body) return;
    button.disabled = true;
    board.classList.add('busy');
    result.textContent = text.playing;
    try {
      const { ok, answer } = await send(config.roundUrl, 'POST', body);
      if (!ok) {
        result.textContent = failure(answer);
        result.classList.add('error');
        return;
      }
      const round = answer.value;
      showCommitment({ ...round.fairness, nextNonce: round.fairness.nonce + 1 });
      const shown = showOutcome(round.outcome);
      balance.textContent = money(round.wallet.sumBalance);
      result.textContent = describe(round, shown);
      if (round.win) result.classList.add('win');
      tellParent(round.wallet);
    } catch {
      result.textContent = text.failed;
      result.classList.add('error');
    } finally {
      board.classList.remove('busy');
      button.disabled = controls.hasAttribute('inert');
    }
  });
  // The seed pair: change the client seed, or reveal the server seed; both commit a new server seed.
  const fair = document.getElementById('fair');
  const seedInput = document.getElementById('client-seed');
  const fairMessage = document.getElementById('fair-message');
  const seedPattern = new RegExp(config.clientSeedPattern);

  function showCommitment(commitment) {
    document.getElementById('fair-hash').textContent = commitment.serverSeedHash;
    document.getElementById('fair-nonce').textContent = String(commitment.nextNonce);
  }

  function showFairMessage(message, isError) {
    fairMessage.textContent = message;
    fairMessage.classList.toggle('error', isError);
  }

  async function changePair(url, method, body) {
    const buttons = fair.querySelectorAll('button');
    buttons.forEach((b) => (b.disabled = true));
    try {
      const { ok, answer } = await send(url, method, body);
      if (!ok) {
        showFairMessage(failure(answer), true);
        return;
      }
      const { revealed, commitment } = answer.value;
      showCommitment(commitment);
      seedInput.value = commitment.clientSeed;
      seedInput.removeAttribute('aria-invalid');
      showFairMessage(fill(text.fairRevealed, { seed: revealed.serverSeed, rounds: revealed.rounds }), false);
    } catch {
      showFairMessage(text.failed, true);
    } finally {
      buttons.forEach((b) => (b.disabled = false));
    }
  }

  document.getElementById('fair-change').addEventListener('click', () => {
    const clientSeed = seedInput.value.trim();
    if (!seedPattern.test(clientSeed)) {
      // What was typed stays, to be corrected.
      seedInput.setAttribute('aria-invalid', 'true');
      showFairMessage(text.fairSeedInvalid, true);
      seedInput.focus();
      return;
    }
    void changePair(config.clientSeedUrl, 'PUT', { clientSeed });
  });
  document.getElementById('fair-rotate').addEventListener('click', () => void changePair(config.rotateUrl, 'POST'));

  // The sportsbook's slip follows the chosen result and stake; a lottery ticket holds at most its picks.
  function showSlip() {
    const pick = controls.querySelector('input[name="pick"]:checked');
    document.getElementById('slip-pick').textContent = pick.parentElement
      .querySelector('span')
      .firstChild.textContent.trim();
    document.getElementById('slip-odds').textContent = pick.parentElement.querySelector('b').textContent;
    document.getElementById('slip-stake').textContent = money(Number(chosen('stake')));
  }
  if (config.kind === 'sports') {
    controls.addEventListener('change', showSlip);
    showSlip();
  }
  if (config.kind === 'lottery') {
    controls.addEventListener('change', () => {
      const full = chosenNumbers().length >= config.lotteryPicks;
      controls.querySelectorAll('input[name="numbers"]').forEach((box) => (box.disabled = full && !box.checked));
    });
  }

  // The page draws the button disabled: it plays from now on.
  button.disabled = false;
})();
