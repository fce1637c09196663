// Keeping GCC from vectorizing the loops of a function that runs them over a
// handful of items: a vectorized loop's setup and tail cost more
// instructions than the few stores or additions it would save.
#pragma once

/// Marks a function whose loops stay scalar under GCC (a tile's 1 to 8
/// feature nodes, a game's draws and placements); nothing under other compilers.
#if defined(__GNUC__) && !defined(__clang__)
#define CARC_SCALAR_LOOPS __attribute__((optimize("no-tree-vectorize")))
#else
#define CARC_SCALAR_LOOPS
#endif
