/**
 * Games as plug-ins: the `Game` interface every game offers the front ends, the three built-in
 * games, and registries that list them (and any game a program adds) and read their files.
 */
export type {
  AdviceGoal,
  GameAdvice,
  GameExposureWithheld,
  GamePlace,
  GamePlaces,
  GameRatedShot,
  GameShotAt,
  GameShotRater,
  PlaceMove,
  Game,
  GameCheck,
  GameCodes,
  GameCountOdds,
  GameDie,
  GameEnemy,
  GameOdds,
  GameOutcome,
  GameOutcomes,
  GamePhase,
  GameProfiles,
  GameRegistry,
  GameResultChance,
  GameRoll,
  GameScenario,
  GameShot,
  GameShooterOutcomes,
  GameTable,
  GameTargetChoice,
  GameTargets,
  GameTrace,
  GameVariants,
} from './game.js';
export { ADVICE_GOALS, PLACE_MOVES } from './game.js';
export { codesOf } from './codes.js';
export { mordheimGame } from './mordheim.js';
export { battleaxeGame } from './battleaxe.js';
export { ninthAgeGame } from './ninth-age.js';
export { BUILT_IN_GAMES, BUILT_IN_REGISTRY, createRegistry, gameProfilesWrittenOut, parseGameScenario, parseGameScenarioValue, registryJsonSchema, type GameParseResult, type RegistryResult } from './registry.js';
