import { useState, type KeyboardEvent } from 'react';
import type { FacesInImage } from '@console/contract/kit/evidence';
import { Button, Flex, Skeleton, Space, Tooltip, Typography, theme } from 'antd';
import {
  ReloadOutlined,
  RotateLeftOutlined,
  RotateRightOutlined,
  UndoOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';

/** How far an image zooms in, and by how much each step. */
export const ZOOM = { min: 1, max: 4, step: 0.5 } as const;
const FRAME = 280;

type Status = 'loading' | 'loaded' | 'failed';

/** The keys a focused image answers, as the tooltip spells them. */
export const KEYS_HELP = 'Keys: + and − zoom, R rotates right, L rotates left, 0 resets';

/**
 * One image in a frame of its own: zoom (the image grows inside the frame, which scrolls) and
 * rotation by quarter turns, by the buttons under it or by keys while the frame has the focus.
 * It shows a placeholder while loading and says so, with Try again, when the image fails.
 */
export function ImageViewer({
  src,
  caption,
  faces,
}: {
  src: string;
  caption: string;
  /** The faces the console found in this image (its evidence), outlined over it. */
  faces?: Pick<FacesInImage, 'width' | 'height' | 'faces'>;
}) {
  const { token } = theme.useToken();
  const [zoom, setZoom] = useState<number>(ZOOM.min);
  const [turns, setTurns] = useState(0);
  const [status, setStatus] = useState<Status>('loading');
  // A new attempt mounts a new <img>: the image is served no-store, so the browser asks again.
  const [attempt, setAttempt] = useState(0);

  const zoomBy = (steps: number) =>
    setZoom((z) => Math.min(ZOOM.max, Math.max(ZOOM.min, z + steps * ZOOM.step)));
  const rotate = (quarter: number) => setTurns((t) => (t + quarter + 4) % 4);
  const reset = () => {
    setZoom(ZOOM.min);
    setTurns(0);
  };
  const retry = () => {
    setStatus('loading');
    setAttempt((a) => a + 1);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const action: Record<string, () => void> = {
      '+': () => zoomBy(1),
      '=': () => zoomBy(1),
      '-': () => zoomBy(-1),
      r: () => rotate(1),
      R: () => rotate(1),
      l: () => rotate(-1),
      L: () => rotate(-1),
      '0': reset,
    };
    const run = action[event.key];
    if (!run || event.ctrlKey || event.metaKey || event.altKey || status !== 'loaded') return;
    event.preventDefault();
    run();
  };

  const size = `${zoom * 100}%`;
  const loaded = status === 'loaded';
  return (
    <figure style={{ margin: 0, width: FRAME }}>
      <Tooltip title={loaded ? KEYS_HELP : undefined}>
        <div
          role="group"
          aria-label={caption}
          aria-busy={status === 'loading'}
          tabIndex={loaded ? 0 : -1}
          onKeyDown={onKeyDown}
          style={{
            position: 'relative',
            width: FRAME,
            height: FRAME,
            overflow: 'auto',
            background: token.colorFillQuaternary,
            border: `1px solid ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadius,
          }}
        >
          {status === 'loading' && (
            <Skeleton.Image active style={{ position: 'absolute', inset: 0, width: FRAME, height: FRAME }} />
          )}
          {status === 'failed' ? (
            <Flex
              vertical
              align="center"
              justify="center"
              gap="small"
              style={{ height: '100%' }}
              role="alert"
            >
              <Typography.Text type="secondary">The image could not be loaded</Typography.Text>
              <Button size="small" icon={<ReloadOutlined />} onClick={retry}>
                Try again
              </Button>
            </Flex>
          ) : (
            <img
              key={attempt}
              src={src}
              alt={caption}
              onLoad={() => setStatus('loaded')}
              onError={() => setStatus('failed')}
              style={{
                display: 'block',
                width: size,
                height: size,
                objectFit: 'contain',
                transform: `rotate(${turns * 90}deg)`,
                visibility: loaded ? 'visible' : 'hidden',
              }}
            />
          )}
          {faces && faces.faces.length > 0 && status !== 'failed' && (
            // Laid over the image with the same size and turn: the viewBox in the image's pixels,
            // fitted like objectFit contain, puts each box where the detector found the face.
            <svg
              role="img"
              aria-label={`${faces.faces.length === 1 ? 'A face' : `${faces.faces.length} faces`} found by the console`}
              viewBox={`0 0 ${faces.width} ${faces.height}`}
              preserveAspectRatio="xMidYMid meet"
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: size,
                height: size,
                transform: `rotate(${turns * 90}deg)`,
                pointerEvents: 'none',
                visibility: loaded ? 'visible' : 'hidden',
              }}
            >
              {faces.faces.map((box, i) => (
                <rect
                  key={i}
                  x={box.x}
                  y={box.y}
                  width={box.width}
                  height={box.height}
                  fill="none"
                  stroke={token.colorSuccess}
                  strokeWidth={Math.max(2, faces.width / 150)}
                />
              ))}
            </svg>
          )}
        </div>
      </Tooltip>
      <Flex justify="space-between" align="center" style={{ marginTop: token.marginXS }}>
        <figcaption>
          <Typography.Text strong>{caption}</Typography.Text>
        </figcaption>
        <Space.Compact size="small">
          <Button
            icon={<ZoomOutOutlined />}
            aria-label={`Zoom out of ${caption}`}
            disabled={!loaded || zoom <= ZOOM.min}
            onClick={() => zoomBy(-1)}
          />
          <Button
            icon={<ZoomInOutlined />}
            aria-label={`Zoom in on ${caption}`}
            disabled={!loaded || zoom >= ZOOM.max}
            onClick={() => zoomBy(1)}
          />
          <Button
            icon={<RotateLeftOutlined />}
            aria-label={`Rotate ${caption} left`}
            disabled={!loaded}
            onClick={() => rotate(-1)}
          />
          <Button
            icon={<RotateRightOutlined />}
            aria-label={`Rotate ${caption} right`}
            disabled={!loaded}
            onClick={() => rotate(1)}
          />
          <Button
            icon={<UndoOutlined />}
            aria-label={`Reset ${caption}`}
            disabled={!loaded || (zoom === ZOOM.min && turns === 0)}
            onClick={reset}
          />
        </Space.Compact>
      </Flex>
    </figure>
  );
}
