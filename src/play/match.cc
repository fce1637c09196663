#include "play/match.h"

#include <algorithm>
#include <string>

#include "base/check.h"
#include "play/random_player.h"
#include "spec/deck_parts.h"

namespace carc {

namespace {

std::vector<std::unique_ptr<Player>> MakePlayers(const ShapeCatalog& catalog,
                                                 const std::vector<PlayerSpec>& seats,
                                                 RandomPolicy policy) {
  std::vector<std::unique_ptr<Player>> players;
  for (const PlayerSpec& spec : seats) players.push_back(MakePlayer(spec, catalog, policy));
  return players;
}

/// A player's own generator for game `seed`: independent of the deck's.
uint64_t PlayerSeed(uint64_t seed, int seat) { return Mix64(seed ^ Mix64(0x5EA7 + uint64_t(seat))); }

}  // namespace

Match::Match(const ShapeCatalog& catalog, std::vector<std::unique_ptr<Player>> players)
    : game_(catalog, int(players.size()), catalog.set().followers, catalog.set().farmers,
            std::max(1, catalog.set().TileCount())),
      players_(std::move(players)) {
  const TileSet& set = catalog.set();
  start_type_ = std::max(0, catalog.start_type());
  std::vector<int> parts[4];
  DeckParts deck(set);
  for (size_t t = 0; t < set.tiles.size(); ++t)
    for (int k = 0; k < set.tiles[t].count; ++k)
      parts[int(deck.Of(set.tiles[t], k))].push_back(int(t));
  full_deck_ = parts[int(DeckPart::Main)];
  main_count_ = full_deck_.size();
  full_deck_.insert(full_deck_.end(), parts[int(DeckPart::Lake)].begin(),
                    parts[int(DeckPart::Lake)].end());
  river_from_ = full_deck_.size();
  full_deck_.insert(full_deck_.end(), parts[int(DeckPart::River)].begin(),
                    parts[int(DeckPart::River)].end());
  for (const TileType& t : set.tiles) lake_.push_back(t.IsLake());
  deck_counts_.assign(set.tiles.size(), 0);
  for (int t : full_deck_) ++deck_counts_[size_t(t)];
  deck_.reserve(full_deck_.size());
  draws_.reserve(full_deck_.size());
}

Match::Match(const ShapeCatalog& catalog, const std::vector<PlayerSpec>& seats,
             RandomPolicy policy)
    : Match(catalog, MakePlayers(catalog, seats, policy)) {}

Match::Match(const ShapeCatalog& catalog, int players)
    : Match(catalog, std::vector<PlayerSpec>(size_t(players), PlayerSpec())) {}

void Match::DealAs(const std::vector<int>& counts) {
  const TileSet& set = game_.catalog().set();
  deal_deck_.clear();
  if (counts.size() != set.tiles.size()) return;
  std::vector<int> parts[4];
  DeckParts deck(set);
  for (size_t t = 0; t < set.tiles.size(); ++t)
    for (int k = 0; k < counts[t]; ++k) parts[int(deck.Of(set.tiles[t], k))].push_back(int(t));
  std::vector<int> river(full_deck_.begin() + long(main_count_), full_deck_.end());
  std::vector<int> other_river = parts[int(DeckPart::Lake)];
  other_river.insert(other_river.end(), parts[int(DeckPart::River)].begin(), parts[int(DeckPart::River)].end());
  if (other_river != river || parts[int(DeckPart::Start)].size() != 1) return;  // only main decks may differ
  deal_deck_ = parts[int(DeckPart::Main)];
  deal_main_count_ = deal_deck_.size();
  deal_deck_.insert(deal_deck_.end(), river.begin(), river.end());
  deal_river_from_ = deal_main_count_ + parts[int(DeckPart::Lake)].size();
}

void Match::AdjustDeal() {
  // Copies this set lacks: those the other set would draw last (the deck is
  // drawn from the back), so every earlier draw stays as it was.
  std::vector<int> surplus(deck_counts_.size(), 0);
  for (int t : deck_) ++surplus[size_t(t)];
  for (size_t t = 0; t < surplus.size(); ++t) surplus[t] -= deck_counts_[t];
  size_t kept = 0;
  for (size_t i = 0; i < deck_.size(); ++i) {
    int t = deck_[i];
    if (surplus[size_t(t)] > 0) {
      --surplus[size_t(t)];
      continue;
    }
    deck_[kept++] = t;
  }
  // Only main deck types differ (DealAs), so the main deck is the front.
  size_t main = deal_main_count_ - (deck_.size() - kept);
  deck_.resize(kept);
  // Copies it has more: into the main deck, at places drawn from the seed.
  for (size_t t = 0; t < surplus.size(); ++t)
    for (int k = surplus[t]; k < 0; ++k, ++main)
      deck_.insert(deck_.begin() + long(rng_.Below(uint32_t(main + 1))), int(t));
}

void Match::Start(uint64_t seed, int rotation) {
  rng_.Seed(seed);
  game_.Reset();
  if (deal_deck_.empty()) {
    deck_ = full_deck_;
    Shuffle(0, main_count_);
    Shuffle(river_from_, deck_.size());
  } else {
    deck_ = deal_deck_;
    Shuffle(0, deal_main_count_);
    Shuffle(deal_river_from_, deck_.size());
    AdjustDeal();
  }
  unseen_.Reset(deck_counts_);
  game_.PlaceStart(start_type_, 0);
  draws_.clear();
  rotation_ = rotation % game_.players();
  for (int s = 0; s < game_.players(); ++s) players_[size_t(EntryAt(s))]->StartGame(PlayerSeed(seed, s));
  seat_ = 0;
  set_aside_ = 0;
  river_set_aside_ = 0;
  lake_placed_ = false;
  turns_ = 0;
}

void Match::Shuffle(size_t from, size_t to) {
  for (size_t i = to - from; i > 1; --i)
    std::swap(deck_[from + i - 1], deck_[from + rng_.Below(uint32_t(i))]);
}

bool Match::PlayTurn() {
  while (!deck_.empty()) {
    int type = deck_.back();
    deck_.pop_back();
    unseen_.Remove(type);
    FitCount fit = CountFit(game_, type);
    int legal = fit.placements;
    draws_.push_back({seat_, type, legal, fit.cells, fit.frontier, -1, false, game_.supply(seat_) == 0});
    if (legal == 0) {
      ++set_aside_;
      river_set_aside_ += deck_.size() >= main_count_;  // it lay above the main deck
      continue;
    }
    lake_placed_ |= lake_[size_t(type)] != 0;
    PlayMove(seat_, type, legal);
    seat_ = (seat_ + 1) % game_.players();
    ++turns_;
    return true;
  }
  return false;
}

void Match::PlayMove(int seat, int type, int legal) {
  Player& player = *players_[size_t(EntryAt(seat))];
  TurnView turn{&game_, &unseen_, seat, type, legal, &rng_};
  Placement at = player.ChoosePlacement(turn);
  // A player that breaks the rules is a bug in carckit: stop rather than
  // report figures of games that were not Carcassonne.
  CARC_CHECK(at.cell >= 0 && game_.board().Fits(game_.catalog().Get(type, at.quarters), at.cell) &&
                 game_.CheckRiver(type, at.quarters, at.cell) == RiverProblem::None,
             "a player chose an illegal placement");
  game_.PlaceTile(type, at.quarters, at.cell, seat);
  int segment = player.ChooseFollower(turn);
  if (segment >= 0) {
    bool large = game_.large_supply(seat) > 0 && game_.small_supply(seat) > 0 &&
                 player.ChooseLarge(turn, segment);
    CARC_CHECK(game_.CheckFollower(seat, segment, large) == FollowerProblem::None,
               "a player chose an illegal follower");
    game_.PlaceFollower(seat, segment, large);
    draws_.back().segment = segment;
    draws_.back().large = game_.forest().node(game_.NodeOf(int(game_.placements().size()) - 1, segment)).large;
  }
  game_.ScoreCompleted();
}

void Match::Play(uint64_t seed, int rotation) {
  Start(seed, rotation);
  while (PlayTurn()) continue;
  Finish();
}

}  // namespace carc
