import RadarrAPI
import ServarrCore
import ServarrScreens

extension RadarrService {
    /// What a manual import's file is: one movie of the library, chosen over the import sheet.
    public static var importProposalSteps: [ImportProposalStep<RadarrRepository>] {
        [
            ImportProposalStep("Movie") { repository, proposal in
                let movies = try await repository.movies().sorted { $0.title.localizedStandardCompare($1.title) == .orderedAscending }
                return ImportProposalChoices(
                    movies, row: { ImportChoiceRow($0.titleWithYear, detail: $0.path ?? "") }, isCurrent: { $0.id == proposal.movieID },
                    apply: { current, chosen in chosen.first.map(MovieImportProposal.init) ?? current })
            }
        ]
    }
}
