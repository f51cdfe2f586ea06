import { Alert, Button, Empty, Flex, Skeleton } from 'antd';
import { fillPath } from '@console/contract/kit/endpoint';
import type { RequestImage, RequestImageEndpoints } from '@console/contract/kit/request-images';
import { useEndpoint } from '../../data/queries';
import { ImageViewer } from './ImageViewer';
import type { FacesInImage } from '@console/contract/kit/evidence';

/**
 * A request's images side by side, each with its caption, zoom and rotation (ImageViewer), from a
 * family's two image calls (contract/src/kit/request-images.ts). `names` picks and orders the
 * images a screen shows (a face match shows the document portrait beside the selfie); without it
 * every image is shown in the order received.
 */
export function RequestImages({
  endpoints,
  requestId,
  names,
  faces,
}: {
  endpoints: RequestImageEndpoints;
  requestId: number;
  names?: readonly string[];
  /** The faces the console found, by image id, outlined over the images. */
  faces?: ReadonlyMap<number, FacesInImage>;
}) {
  const images = useEndpoint(endpoints.list, { params: { id: requestId } });
  if (images.isPending) {
    return (
      <Flex gap="large" wrap aria-busy="true" aria-label="Loading the images">
        {(names ?? ['', '']).map((name, i) => (
          <Skeleton.Image key={`${name}${i}`} active style={{ width: 280, height: 280 }} />
        ))}
      </Flex>
    );
  }
  if (images.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="The images could not be loaded"
        action={
          <Button size="small" onClick={() => void images.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  const shown = pick(images.data, names);
  if (shown.length === 0) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No images were received with this request" />
    );
  }
  return (
    <Flex gap="large" wrap>
      {shown.map((image) => (
        <ImageViewer
          key={image.id}
          caption={image.caption}
          src={fillPath(endpoints.image.path, { id: requestId, imageId: image.id })}
          faces={faces?.get(image.id)}
        />
      ))}
    </Flex>
  );
}

/** The images named, in the order named (the latest of a name when a product sent it twice). */
function pick(images: readonly RequestImage[], names: readonly string[] | undefined): RequestImage[] {
  if (!names) return [...images];
  return names.flatMap((name) => images.filter((image) => image.name === name).slice(-1));
}
