// Opened on its own, an area only says where it belongs: its pages are mounted by the host.
document.body.textContent = 'This is the agency centre area of the mobile site. Open it through the host at /m/agent.';
