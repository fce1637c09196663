#include "spec/feature_modifier.h"

#include "spec/tile.h"

namespace carc {

const std::array<ModifierInfo, kModifiers>& Modifiers() {
  static const std::array<ModifierInfo, kModifiers> kTable = {{
      {Modifier::Inn, "inn", Terrain::Road, "an inn"},
      {Modifier::Cathedral, "cathedral", Terrain::City, "a cathedral"},
  }};
  return kTable;
}

}  // namespace carc
