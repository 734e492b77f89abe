import { Avatar, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMusic, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ROOM_SEARCH_DEBOUNCE_MS } from '@earshot/shared/constants';
import { TEXTS, onlineText } from '@earshot/shared/texts';
import { useSearchRooms } from '../api/search-rooms.ts';
import classes from './room-search.module.css';

/** SPEC §2 Room search: fires 400 ms after typing stops; each option shows picture, name and 'N Online'. */
export function RoomSearch() {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [term] = useDebouncedValue(value.trim(), ROOM_SEARCH_DEBOUNCE_MS);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const { data, isFetching, isPlaceholderData } = useSearchRooms(term);

  const typing = value.trim() !== term;
  const results = term ? (data ?? []) : [];
  const settled = !typing && !isPlaceholderData && data !== undefined;
  const showDropdown = value.trim().length > 0 && (results.length > 0 || settled);

  const choose = (roomName: string) => {
    setValue('');
    combobox.closeDropdown();
    combobox.targetRef.current?.blur();
    void navigate(`/room/${encodeURIComponent(roomName)}`);
  };

  return (
    <Combobox store={combobox} onOptionSubmit={choose} withinPortal position="bottom-start" offset={6} shadow="xl" size="md">
      <Combobox.Target withExpandedAttribute>
        <TextInput
          classNames={{ input: classes.input }}
          aria-label={TEXTS.searchRooms}
          placeholder={TEXTS.searchRooms}
          type="search"
          autoComplete="off"
          radius="xl"
          leftSection={<IconSearch size={17} aria-hidden="true" />}
          rightSection={(typing || isFetching) && value.trim() ? <Loader size={16} /> : null}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>

      <Combobox.Dropdown hidden={!showDropdown} className={classes.dropdown}>
        <Combobox.Options>
          {results.map((room) => (
            <Combobox.Option value={room.roomName} key={room.roomName} className={classes.option}>
              <Group gap="sm" wrap="nowrap">
                <Avatar src={room.displayPic} alt="" radius="sm" size={40} color="pulse" variant="light">
                  <IconMusic size={20} aria-hidden="true" />
                </Avatar>
                <div className={classes.optionText}>
                  <Text fw={700} size="sm" truncate>
                    {room.displayName}
                  </Text>
                  <Text size="xs" c={room.playerCount > 0 ? 'teal.4' : 'dimmed'}>
                    {onlineText(room.playerCount)}
                  </Text>
                </div>
              </Group>
            </Combobox.Option>
          ))}
          {settled && results.length === 0 && <Combobox.Empty>{TEXTS.noResultsFound}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
