-- One spelling of a Philippine mobile number wherever it is kept: the trunk zero and the ten national
-- digits (09171234567), however it was typed. mobile_norm keeps the digits alone for look-ups.
UPDATE members SET mobile_num = '0' || mobile_norm
  WHERE mobile_norm GLOB '9[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'
    AND coalesce(country_dialing_code, '63') = '63';
UPDATE sms_outbox SET mobile_num = '0' || mobile_norm
  WHERE mobile_norm GLOB '9[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]';
