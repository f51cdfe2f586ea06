import { Alert, Flex, Skeleton, Typography } from 'antd';
import { featuresApi, type FeatureState } from '@console/contract/features/api';
import type { Endpoint } from '@console/contract/kit/endpoint';
import {
  useCustomerFeatures,
  useLocationFeatures,
  useUpdateCustomerFeatures,
  useUpdateLocationFeatures,
  useUpdateUserFeatures,
  useUserFeatures,
} from './api';
import { Dialog } from '../../kit/widgets/Dialog';
import { useMayCall } from '../../kit/permit';
import { FeatureToggles } from './FeatureToggles';
import { reasonsOf, TEXT, userFeaturesTitle } from './texts';
import { useFeedback } from '../../kit/feedback';

interface Loaded {
  data: readonly FeatureState[] | undefined;
  isPending: boolean;
  error: unknown;
}

/** A level's toggles once loaded; each switch saves at once and says how it went. */
function Toggles({
  query,
  level,
  hint,
  call,
  save,
  saving,
}: {
  query: Loaded;
  /** The level's switch call: staff who may not make it see the switches disabled, saying why. */
  call: Endpoint;
  level: 'customer' | 'location' | 'user';
  hint: string;
  save: (featureId: number, isEnabled: boolean | null) => Promise<unknown>;
  saving: boolean;
}) {
  const permit = useMayCall(call);
  const { message } = useFeedback();
  if (query.isPending) return <Skeleton active />;
  if (query.error) return <Alert type="error" showIcon message={reasonsOf(query.error).join(' ')} />;
  const onSwitch = (featureId: number, isEnabled: boolean | null) =>
    void save(featureId, isEnabled).then(
      () => void message.success(TEXT.updated),
      (error: unknown) => void message.error(`${TEXT.updateFailed}: ${reasonsOf(error).join(' ')}`),
    );
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{hint}</Typography.Text>
      <FeatureToggles
        states={query.data ?? []}
        level={level}
        disabled={saving}
        permit={permit}
        onSwitch={onSwitch}
      />
    </Flex>
  );
}

/** The customer page's Features tab: the customer's switches within the company's grant. */
export function CustomerFeaturesPanel({ customerId }: { customerId: number }) {
  const query = useCustomerFeatures(customerId);
  const update = useUpdateCustomerFeatures();
  return (
    <section aria-label="Customer features">
      <Toggles
        query={query}
        level="customer"
        call={featuresApi.updateCustomer}
        hint={TEXT.customerHint}
        saving={update.isPending}
        save={(featureId, isEnabled) =>
          update.mutateAsync({
            params: { id: customerId },
            body: { features: [{ featureId, isEnabled: isEnabled ?? false }] },
          })
        }
      />
    </section>
  );
}

/** The location page's Features tab: the location's switches within its customer's. */
export function LocationFeaturesPanel({ locationId }: { locationId: number }) {
  const query = useLocationFeatures(locationId);
  const update = useUpdateLocationFeatures();
  return (
    <section aria-label="Location features">
      <Toggles
        query={{ ...query, data: query.data?.features }}
        level="location"
        call={featuresApi.updateLocation}
        hint={TEXT.locationHint}
        saving={update.isPending}
        save={(featureId, isEnabled) =>
          update.mutateAsync({ body: { locationId, features: [{ featureId, isEnabled }] } })
        }
      />
    </section>
  );
}

/** One user's features, from the users table's row action. */
export function UserFeaturesDialog({
  customerId,
  user,
  onClose,
}: {
  customerId: number;
  user: { id: number; login: string };
  onClose: () => void;
}) {
  const query = useUserFeatures(customerId, user.id);
  const update = useUpdateUserFeatures();
  return (
    <Dialog title={userFeaturesTitle(user.login)} onCancel={onClose} footer={null} width={720}>
      <Toggles
        query={query}
        level="user"
        call={featuresApi.updateUser}
        hint={TEXT.userHint}
        saving={update.isPending}
        save={(featureId, isEnabled) =>
          update.mutateAsync({
            params: { id: customerId, userId: user.id },
            body: { features: [{ featureId, isEnabled }] },
          })
        }
      />
    </Dialog>
  );
}
