import LidarrAPI
import ServarrCore
import ServarrScreens

extension LidarrService {
    /// Lidarr's files have no languages.
    public static var importsLanguages: Bool { false }

    /// What a manual import's file is, chosen over the import sheet: the artist, then the
    /// album, then its tracks (several). Choosing another artist clears the album and tracks;
    /// another album clears the tracks and lets Lidarr choose the album's release.
    public static var importProposalSteps: [ImportProposalStep<LidarrRepository>] {
        [
            ImportProposalStep("Artist") { repository, proposal in
                let artists = try await repository.artists().sorted { $0.title.localizedStandardCompare($1.title) == .orderedAscending }
                return ImportProposalChoices(
                    artists, row: { ImportChoiceRow($0.title, detail: $0.path ?? "") }, isCurrent: { $0.id == proposal.artistID },
                    apply: { current, chosen in
                        guard let picked = chosen.first, picked.id != current.artistID else { return current }
                        return TrackImportProposal(
                            artistID: picked.id, artistName: picked.title, albumID: nil, albumTitle: "", albumReleaseID: nil, tracks: [])
                    })
            },
            ImportProposalStep("Album") { repository, proposal in
                guard let artistID = proposal.artistID else { return .nothing }
                let albums = try await repository.albums(artistID: artistID)
                return ImportProposalChoices(
                    albums, row: { ImportChoiceRow($0.title, detail: "\($0.albumType) · \($0.trackCount) tracks") },
                    isCurrent: { $0.id == proposal.albumID },
                    apply: { current, chosen in
                        guard let picked = chosen.first, picked.id != current.albumID else { return current }
                        var changed = current
                        (changed.albumID, changed.albumTitle, changed.albumReleaseID, changed.tracks) = (picked.id, picked.title, nil, [])
                        return changed
                    })
            },
            ImportProposalStep("Tracks", allowsMany: true) { repository, proposal in
                guard let albumID = proposal.albumID else { return .nothing }
                let tracks = try await repository.tracks(albumID: albumID)
                let named = Set(proposal.tracks.map(\.id))
                return ImportProposalChoices(
                    tracks, row: { ImportChoiceRow("\($0.trackNumber) \($0.title)", detail: $0.hasFile ? "has a file" : "missing") },
                    isCurrent: { named.contains($0.id) },
                    apply: { current, chosen in
                        var changed = current
                        changed.tracks = chosen
                        return changed
                    })
            },
        ]
    }
}
