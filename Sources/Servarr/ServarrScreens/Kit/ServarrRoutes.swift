import MarqueeHost
import MarqueeNavigation

/// The stack routes every Servarr feature has, declared once for a service: the library at the
/// root of its tab (`/radarr/library`) and the activity screens over it (`/radarr/queue`,
/// `/radarr/history`, …). A module declares the rest (its item's detail, a series' seasons).
public enum ServarrRoutes<Service: ServarrLibraryService & ServarrActivityService> {
    @MainActor
    public static func declareLibraryAndActivity(in routes: FeatureRoutes<Service.Route>) {
        let root = Service.linkRoot
        routes.route("\(root)/library", "The \(Service.noun) library", Service.library, .root(of: Service.tab)) {
            MediaLibraryScreen<Service>(context: $0)
        }
        for kind in ActivityKind.allCases {
            routes.route("\(root)/\(kind.rawValue)", kind.title, Service.activity(kind), .push(on: Service.library)) {
                ServarrActivity<Service>.make(kind: kind, context: $0)
            }
        }
    }
}
