// Feature modifiers: a key on a city or road segment that changes how the
// feature scores (Inns & Cathedrals' inn and cathedral). One table lists
// every modifier with its key, the terrain it belongs to and its meaning, so
// that the loader, the validator, the rules and the art all follow it and a
// new modifier is one entry here plus its rule (docs/tile-spec.md).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

namespace carc {

/// What an edge shows (spec/tile.h); declared here so that tile.h can hold ModifierSets.
enum class Terrain : uint8_t;

/// A modifier of a feature segment.
enum class Modifier : uint8_t { Inn = 0, Cathedral = 1 };

/// Number of Modifier values.
constexpr int kModifiers = 2;

/// A set of modifiers, bit i for Modifier i.
using ModifierSet = uint8_t;

/// The bit of one modifier in a ModifierSet.
constexpr ModifierSet ModifierBit(Modifier m) { return ModifierSet(1u << int(m)); }

/// Whether `set` holds `m`.
constexpr bool HasModifier(ModifierSet set, Modifier m) { return (set & ModifierBit(m)) != 0; }

/// What the spec and the messages need to know of a modifier.
struct ModifierInfo {
  Modifier modifier;
  const char* key;      ///< the segment key in a spec: "inn"
  Terrain on;           ///< the only kind of segment that may carry it
  const char* article;  ///< "an inn", "a cathedral": how messages name it
};

/// Every modifier, in Modifier order.
const std::array<ModifierInfo, kModifiers>& Modifiers();

/// The entry of one modifier.
inline const ModifierInfo& InfoOf(Modifier m) { return Modifiers()[std::size_t(m)]; }

}  // namespace carc
