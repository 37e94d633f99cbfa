/**
 * Every command's --help fits a 100-column terminal: a setting's description rendered as one line (as
 * plan's --shard-by was) is unreadable there. Pure: the usage texts as the CLI prints them.
 */
import { expect, test } from '@jest/globals';
import { COMMANDS } from '../../src/commands/index.js';

test.each(COMMANDS.map((command) => [command.name, command.usage] as const))(
  '%s --help has no line past 100 columns',
  (_name, usage) => {
    const long = usage.split('\n').filter((line) => line.length > 100);
    expect(long).toEqual([]);
  },
);
