import { SIGNATURE_PNG_LIMITS } from '@praxis/domain';
import { Box, Button, Group, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

// The PDF prints the signature 220 pt wide: twice the pad's CSS size is sharp on any screen and
// keeps the PNG far below the server's size limit, also on phones with a pixel ratio of 3 or 4.
const MAX_PIXEL_RATIO = 2;

/**
 * A drawing area for a handwritten signature (mouse, pen or finger). Reports a PNG data URL after
 * every stroke, or null when cleared.
 */
export function SignaturePad({ onChange }: { onChange: (dataUrl: string | null) => void }) {
  const { t } = useTranslation('health');
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const drawn = useRef(false);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const ratio = Math.min(
      window.devicePixelRatio || 1,
      MAX_PIXEL_RATIO,
      SIGNATURE_PNG_LIMITS.maxWidth / element.clientWidth,
      SIGNATURE_PNG_LIMITS.maxHeight / element.clientHeight,
    );
    element.width = Math.floor(element.clientWidth * ratio);
    element.height = Math.floor(element.clientHeight * ratio);
    const ctx = element.getContext('2d');
    ctx?.scale(ratio, ratio);
  }, []);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const context = () => {
    const ctx = canvas.current?.getContext('2d');
    if (ctx) {
      ctx.lineWidth = 2.2;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.strokeStyle = '#1d2b2a';
    }
    return ctx;
  };

  return (
    <Box>
      <canvas
        ref={canvas}
        className="signature-pad"
        aria-label={t('signaturePad')}
        role="img"
        data-testid="signature-pad"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          drawing.current = true;
          const { x, y } = point(event);
          const ctx = context();
          ctx?.beginPath();
          ctx?.moveTo(x, y);
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          const { x, y } = point(event);
          const ctx = context();
          ctx?.lineTo(x, y);
          ctx?.stroke();
          drawn.current = true;
        }}
        onPointerUp={() => {
          drawing.current = false;
          if (drawn.current) onChange(canvas.current?.toDataURL('image/png') ?? null);
        }}
      />
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed">
          {t('signatureHint')}
        </Text>
        <Button
          variant="subtle"
          size="compact-xs"
          onClick={() => {
            const element = canvas.current;
            element?.getContext('2d')?.clearRect(0, 0, element.width, element.height);
            drawn.current = false;
            onChange(null);
          }}
        >
          {t('clearSignature')}
        </Button>
      </Group>
    </Box>
  );
}
