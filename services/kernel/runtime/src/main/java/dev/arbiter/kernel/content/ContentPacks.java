package dev.arbiter.kernel.content;

import dev.arbiter.kernel.http.Problem;
import io.quarkus.runtime.Startup;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The content packs this service loaded at start-up, by id: the ruleset's built-in packs and those
 * of the folder {@code arbiter.packs}. Loaded eagerly, so a bad pack stops the start-up with the
 * loader's message (file, place, problem) and no game is ever played on broken cards. The set never
 * changes while the service runs, which is why a game's pin is checked only when its events are
 * folded (see {@link #check}).
 */
@Startup
@ApplicationScoped
public class ContentPacks {

    private final Map<String, LoadedPack<?>> packs = new LinkedHashMap<>();

    /** The packs of the service's {@link PackFormat}; none for a ruleset without packs. */
    @Inject
    public ContentPacks(Instance<PackFormat<?>> format, @ConfigProperty(name = "arbiter.packs") Optional<Path> folder) {
        this(format.isUnsatisfied() ? List.of() : new PackLoader<>(format.get()).load(folder));
    }

    /** Packs loaded already: what a service restarted with another folder would hold. */
    public ContentPacks(List<? extends LoadedPack<?>> loaded) {
        loaded.forEach(pack -> packs.put(pack.file().id(), pack));
    }

    public List<PackFile> files() {
        return packs.values().stream().map(LoadedPack::file).toList();
    }

    public Optional<PackFile> file(String id) {
        return Optional.ofNullable(packs.get(id)).map(LoadedPack::file);
    }

    /** The ruleset's readings of the packs, in load order. */
    public <P> List<P> contents(Class<P> type) {
        return packs.values().stream().map(pack -> type.cast(pack.content())).toList();
    }

    /**
     * Refuses a game pinned ({@code <id>@<sha256>}, its events' {@code contentPack}) to a pack this
     * service does not hold byte for byte: its cards would be others than those it was played with.
     * A game without a pin (null) passes.
     */
    public void check(String pin) {
        if (pin == null) {
            return;
        }
        int at = pin.lastIndexOf('@');
        String id = at < 0 ? pin : pin.substring(0, at);
        String sha = at < 0 ? "" : pin.substring(at + 1);
        LoadedPack<?> loaded = packs.get(id);
        if (loaded == null) {
            throw Problem.CONTENT_PACK_UNAVAILABLE.because("the game plays content pack '" + id + "' (sha256 " + sha
                    + "), which this service has not loaded (it has " + packs.keySet() + "); nothing was done");
        }
        if (!loaded.file().sha256().equals(sha)) {
            throw Problem.CONTENT_PACK_UNAVAILABLE.because("the game plays content pack '" + id + "' with sha256 " + sha
                    + ", but this service loaded '" + id + "' with sha256 " + loaded.file().sha256() + " (other bytes); nothing was done");
        }
    }
}
