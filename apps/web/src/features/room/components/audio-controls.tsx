import '@mantine/core/styles/Slider.css';
import { Button, Slider } from '@mantine/core';
import { IconVolume, IconVolume2, IconVolume3 } from '@tabler/icons-react';
import { ROOM_TEXTS } from '@earshot/shared/texts';
import classes from './audio-controls.module.css';

type AudioControlsProps = {
  volume: number;
  onVolumeChange: (volume: number) => void;
  /** The browser blocked autoplay: a click on the prompt starts the preview. */
  blocked: boolean;
  onEnable: () => void;
};

function VolumeIcon({ volume }: { volume: number }) {
  const Icon = volume === 0 ? IconVolume3 : volume < 50 ? IconVolume2 : IconVolume;
  return <Icon size={18} aria-hidden="true" className={classes.icon} />;
}

/** The volume slider (0–100, SPEC §9) and, when autoplay is blocked, the click-to-enable prompt. */
export function AudioControls({ volume, onVolumeChange, blocked, onEnable }: AudioControlsProps) {
  return (
    <div className={classes.row}>
      {blocked && (
        <Button
          className={classes.enable}
          size="xs"
          radius="xl"
          variant="gradient"
          leftSection={<IconVolume size={16} aria-hidden="true" />}
          onClick={onEnable}
        >
          {ROOM_TEXTS.enableAudio}
        </Button>
      )}
      <div className={classes.volume}>
        <VolumeIcon volume={volume} />
        <Slider
          className={classes.slider}
          value={volume}
          onChange={onVolumeChange}
          min={0}
          max={100}
          step={1}
          size="sm"
          thumbSize={14}
          label={null}
          thumbLabel={ROOM_TEXTS.volume}
        />
        <span className={classes.value} aria-hidden="true">
          {volume}
        </span>
      </div>
    </div>
  );
}
