import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCaptcha } from '../../api/captcha';

export interface CaptchaImage {
  captchaId: string;
  image: string;
}

/** The current captcha image; `reload` fetches a new one (each one can be answered once). */
export function useCaptcha(enabled: boolean) {
  const [captcha, setCaptcha] = useState<CaptchaImage | null>(null);
  const [failed, setFailed] = useState(false);
  const request = useRef(0);

  const reload = useCallback(async () => {
    const id = ++request.current;
    setFailed(false);
    try {
      const { captchaId, image } = await fetchCaptcha();
      if (id === request.current) setCaptcha({ captchaId, image });
    } catch (error) {
      if (id !== request.current) return;
      setFailed(true);
      console.warn('The captcha image could not be loaded', error);
    }
  }, []);

  useEffect(() => {
    if (enabled) void reload();
  }, [enabled, reload]);

  return { captcha, failed, reload };
}
