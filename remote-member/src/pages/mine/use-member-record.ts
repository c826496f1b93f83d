import { useEffect } from 'react';
import { currentToken, fetchMemberInfo, setMember, useSession } from '@platform/shared';

/** The signed-in member's record, fetched once when the session has none yet. */
export function useMemberRecord() {
  const { info, member } = useSession();
  const token = info?.token ?? null;
  const missing = token !== null && member === null;

  useEffect(() => {
    if (!missing) return;
    fetchMemberInfo().then(
      (record) => {
        // Only for the session that asked: the member may have signed out meanwhile.
        if (currentToken() === token) setMember(record);
      },
      (error: unknown) => {
        // The page still shows the session's user name; the record is fetched again next visit.
        console.warn('Member info could not be loaded for the member centre.', error);
      },
    );
  }, [missing, token]);

  return { info, member };
}
