// Opened on its own, an area only says where it belongs: its pages are mounted by the host.
document.body.textContent =
  'This is the accounts area of the mobile site (login and sign-up). Open it through the host at /m/login.';
