import type { ContentTypeName } from '@site/shared';

/** Today's built-in content (apps/web/src/content/: careers.ts, training.ts, projects.ts, media.ts,
 * docs.ts), which migration 009 inserts once into a fresh database. A frozen copy: the site's content
 * lives in the database from then on, and this file never changes. Ids are the pages' own (jobs
 * 1..3 at /career-details/{id}, project ids at /projects/{id}); the sample jobs are closed, so the
 * openings list stays empty. Each session's seats are the course's largest class. */
export const CONTENT_SEED: Record<
  ContentTypeName,
  { id: string; fields: Record<string, unknown> & { status: string } }[]
> = {
  jobs: [
    {
      id: '1',
      fields: {
        title: 'Software Engineer',
        location: 'Nairobi, Kenya',
        department: 'Engineering',
        employmentType: 'Full-time',
        description:
          'Build the software that monitors and manages our traffic, lighting and security systems.',
        details:
          'You will join the team that develops our central management platforms: web dashboards for traffic signals and street lights, integrations with cameras and sensors, and the data pipelines behind our reports. We work in TypeScript, Python and SQL, deploy to the cloud and on-premises, and care about reliability because our systems run 24/7. A degree in computer science or a related field and two or more years of professional experience are expected.',
        responsibilities: [
          'Design, build and test features for our monitoring and management platforms',
          'Integrate field devices such as controllers, cameras and lighting nodes over standard protocols',
          'Build dashboards and reports for clients and our operations team',
          'Review code, write documentation and improve our automated tests',
          'Support commissioning and troubleshoot issues with field engineers',
        ],
        status: 'closed',
        closesAt: null,
      },
    },
    {
      id: '2',
      fields: {
        title: 'UI/UX Designer',
        location: 'Nairobi, Kenya',
        department: 'Product',
        employmentType: 'Full-time',
        description:
          'Design clear, accessible interfaces for control-room operators, engineers and the public.',
        details:
          'Operators watch our screens around the clock, and the public reads our signs and websites on the move. You will research how people use our products, design interfaces that make complex systems simple, and work closely with engineers to ship them. A portfolio showing user research, interaction design and visual design is required; experience with dashboards or data-heavy products is a plus.',
        responsibilities: [
          'Research the needs of operators, engineers and clients through interviews and site visits',
          'Create user flows, wireframes, prototypes and polished visual designs',
          'Maintain our design system and accessibility standards',
          'Test designs with users and iterate on feedback',
          'Work with software engineers through implementation and release',
        ],
        status: 'closed',
        closesAt: null,
      },
    },
    {
      id: '3',
      fields: {
        title: 'Project Manager',
        location: 'Nairobi, Kenya',
        department: 'Projects',
        employmentType: 'Full-time',
        description:
          'Lead the delivery of intelligent transport, lighting, security and solar projects from kick-off to handover.',
        details:
          'You will run projects for county governments and road authorities: planning, budgets, procurement, subcontractors, site safety and client reporting. You will coordinate engineers and field crews, manage traffic during works and make sure every system is tested, documented and handed over properly. We look for an engineering degree, five or more years of infrastructure project experience and a recognised project management certification.',
        responsibilities: [
          'Plan projects, schedules, budgets and resources, and keep them on track',
          'Coordinate design, procurement, installation and commissioning teams',
          'Manage clients, consultants and subcontractors, and report progress',
          'Enforce health, safety and traffic management standards on site',
          'Manage risks, changes and quality through to handover and the defects period',
        ],
        status: 'closed',
        closesAt: null,
      },
    },
  ],
  courses: [
    {
      id: 'its-fundamentals',
      fields: {
        title: 'Intelligent Transport Systems Fundamentals',
        description:
          'An introduction to ITS for engineers and planners at counties and road authorities: how signals, detection, BRT priority and traffic centres fit together.',
        duration: '5 days',
        participants: '15-20 participants',
        level: 'Beginner to Intermediate',
        image: {
          src: '/images/training/its-fundamentals.webp',
          width: 800,
          height: 500,
          alt: 'Trainer explaining a junction layout on a screen to a class',
        },
        topics: [
          'Traffic engineering basics',
          'Signal control strategies',
          'Vehicle detection technologies',
          'BRT and public transport priority',
          'Traffic management centres',
        ],
        certification: 'Certificate of Completion in Intelligent Transport Systems',
        sessions: [
          {
            id: '2025-03-10',
            startDate: '2025-03-10',
            endDate: null,
            location: 'Nairobi',
            seats: 20,
            priceKsh: 45000,
          },
        ],
        status: 'published',
      },
    },
    {
      id: 'signal-maintenance',
      fields: {
        title: 'Traffic Signal Installation & Maintenance',
        description:
          'Hands-on training for technicians on installing, testing and maintaining traffic controllers, signal heads, countdowns and push-buttons.',
        duration: '3 days',
        participants: '12-15 participants',
        level: 'Intermediate',
        image: {
          src: '/images/training/signal-maintenance.webp',
          width: 800,
          height: 500,
          alt: 'Trainer showing red, amber and green signal states on a screen to technicians',
        },
        topics: [
          'Controller wiring and configuration',
          'Signal head mounting and aiming',
          'Fault finding and repairs',
          'Preventive maintenance schedules',
          'Safety when working at junctions',
        ],
        certification: 'Certified Traffic Signal Technician',
        sessions: [
          {
            id: '2025-04-14',
            startDate: '2025-04-14',
            endDate: null,
            location: 'Mombasa',
            seats: 15,
            priceKsh: 32000,
          },
        ],
        status: 'published',
      },
    },
    {
      id: 'cctv-analytics',
      fields: {
        title: 'CCTV & Video Analytics for Public Safety',
        description:
          'An advanced course for security and ICT teams on designing, operating and getting value from city surveillance systems.',
        duration: '4 days',
        participants: '10-12 participants',
        level: 'Advanced',
        image: {
          src: '/images/training/cctv-analytics.webp',
          width: 800,
          height: 500,
          alt: 'Class watching a presentation of multiple camera feeds with detection boxes',
        },
        topics: [
          'Camera selection and placement',
          'Network and storage design',
          'Video analytics and alarms',
          'Control room operations',
          'Data protection and evidence handling',
        ],
        certification: 'Certified CCTV Systems Professional',
        sessions: [
          {
            id: '2025-06-09',
            startDate: '2025-06-09',
            endDate: null,
            location: 'Kisumu',
            seats: 12,
            priceKsh: 38000,
          },
        ],
        status: 'published',
      },
    },
    {
      id: 'solar-lighting-design',
      fields: {
        title: 'Solar & Smart Street Lighting Design',
        description:
          'From first principles to advanced design: sizing solar systems, designing street lighting and managing smart lighting networks.',
        duration: '4 days',
        participants: '15-18 participants',
        level: 'Beginner to Advanced',
        image: {
          src: '/images/training/solar-lighting-design.webp',
          width: 800,
          height: 500,
          alt: 'Trainer presenting a solar panel and battery system to a class',
        },
        topics: [
          'Solar resource and system sizing',
          'Batteries and charge controllers',
          'Lighting design and standards',
          'Remote monitoring and dimming',
          'Maintenance planning',
        ],
        certification: 'Certificate in Solar & Smart Lighting Design',
        sessions: [
          {
            id: '2025-08-18',
            startDate: '2025-08-18',
            endDate: null,
            location: 'Nakuru',
            seats: 18,
            priceKsh: 42000,
          },
        ],
        status: 'published',
      },
    },
  ],
  projects: [
    {
      id: 'its-1',
      fields: {
        category: 'its',
        title: 'Nairobi BRT System',
        description:
          'Bus priority signalling, real-time passenger information and a central monitoring room for a bus rapid transit corridor in Nairobi.',
        overview:
          'Nairobi’s bus rapid transit corridor needed its buses to keep moving through busy junctions while general traffic kept flowing. We designed and integrated the intelligent transport layer of the corridor: signal controllers that detect approaching buses and extend or recall green time, passenger information displays at stations, and a monitoring room where operators see every junction, bus and camera on one screen. The system was commissioned in phases so that the corridor stayed open throughout the works.',
        achievements: [
          'Bus priority running at every signalised junction on the corridor',
          'Real-time arrival information at all stations',
          'One operations room for signals, cameras and fleet tracking',
          'Commissioned in phases without closing the corridor',
        ],
        location: 'Nairobi, Kenya',
        client: 'Nairobi City County Government',
        images: [
          {
            src: '/images/projects/its-1-a.webp',
            width: 960,
            height: 600,
            alt: 'BRT bus at a covered station on a Nairobi corridor at dusk, with a traffic signal and street lights',
          },
          {
            src: '/images/projects/its-1-b.webp',
            width: 960,
            height: 600,
            alt: 'Operators in the BRT control room watching a wall of junction and camera screens',
          },
          {
            src: '/images/projects/its-1-c.webp',
            width: 960,
            height: 600,
            alt: 'Aerial view of a signalised junction with a BRT bus in the traffic stream',
          },
        ],
        features: [
          'Bus Signal Priority',
          'Passenger Information Displays',
          'Central Monitoring',
          'Automatic Vehicle Location',
          'CCTV Coverage',
        ],
        scopeOfWork: [
          'Feasibility review and detailed ITS design for the corridor',
          'Supply and installation of ITC-2 Mini controllers with bus detection',
          'Passenger information displays at BRT stations',
          'Fibre communications between junctions and the control room',
          'Control room fit-out and operator training',
          'Two-year maintenance and support agreement',
        ],
        impact: [
          {
            value: '+35%',
            label: 'Traffic Efficiency',
          },
          {
            value: '+28%',
            label: 'Safety Improvement',
          },
          {
            value: '+42%',
            label: 'Energy Savings',
          },
        ],
        status: 'published',
      },
    },
    {
      id: 'lighting-1',
      fields: {
        category: 'streetlighting',
        title: 'Kisumu Street Lighting',
        description:
          'Replacement of old sodium lamps with networked LED luminaires across Kisumu’s main roads and lakeside, managed from a central web portal.',
        overview:
          'Kisumu’s street lights were costly to run and hard to maintain: faults were found only when residents reported them. We replaced the old sodium lamps on the city’s main roads and along the lakeside with LED luminaires, each fitted with a smart node that reports its status and energy use. Lights now dim automatically late at night and faults raise an alert the same evening, so crews go straight to the right pole.',
        achievements: [
          '60% reduction in street lighting energy costs',
          'Faults reported automatically instead of by residents',
          'Lighting levels matched to each road class',
          'Brighter, more uniform light on the lakeside promenade',
        ],
        location: 'Kisumu, Kenya',
        client: 'County Government of Kisumu',
        images: [
          {
            src: '/images/projects/lighting-1-a.webp',
            width: 960,
            height: 600,
            alt: 'Avenue in Kisumu at night lit by rows of new LED street lights',
          },
          {
            src: '/images/projects/lighting-1-b.webp',
            width: 960,
            height: 600,
            alt: 'Installation crew in a bucket truck fitting an LED luminaire near the Kisumu lakeside',
          },
          {
            src: '/images/projects/lighting-1-c.webp',
            width: 960,
            height: 600,
            alt: 'City street at night with LED street lights above passing traffic',
          },
        ],
        features: [
          'LED Luminaires',
          'Remote Monitoring',
          'Automatic Dimming',
          'Fault Alerts',
          'Energy Reporting',
        ],
        scopeOfWork: [
          'Lighting survey and photometric design per road class',
          'Removal and responsible disposal of the old lamps',
          'Supply and installation of LED luminaires with smart nodes',
          'Central management system set-up and staff training',
          'Maintenance of the installation during the defects period',
        ],
        impact: [
          {
            value: '+35%',
            label: 'Traffic Efficiency',
          },
          {
            value: '+28%',
            label: 'Safety Improvement',
          },
          {
            value: '+42%',
            label: 'Energy Savings',
          },
        ],
        status: 'published',
      },
    },
    {
      id: 'lighting-2',
      fields: {
        category: 'streetlighting',
        title: 'Lodwar Solar Street Lighting',
        description:
          'Off-grid solar street lights for Lodwar town’s main roads, built for heat, dust and long nights without mains power.',
        overview:
          'Much of Lodwar lies beyond a reliable grid supply, and diesel-powered lighting was expensive to keep running. We installed all-in-one solar street lights with lithium batteries sized for several cloudy days, on poles and foundations designed for the region’s heat and sandy soils. Each light runs dusk to dawn on its own, so the roads, markets and bus stops stay lit without a single kilowatt-hour from the grid.',
        achievements: [
          'Main roads lit every night with no grid connection',
          'No fuel or electricity bills for the county',
          'Battery autonomy for several cloudy days',
          'Local technicians trained for routine maintenance',
        ],
        location: 'Lodwar, Turkana County, Kenya',
        client: 'County Government of Turkana',
        images: [
          {
            src: '/images/projects/lighting-2-a.webp',
            width: 960,
            height: 600,
            alt: 'Road into Lodwar lined with solar street lights under a clear sky, with acacia trees',
          },
          {
            src: '/images/projects/lighting-2-b.webp',
            width: 960,
            height: 600,
            alt: 'Engineers in hard hats beside newly installed solar street lights in Lodwar',
          },
        ],
        features: [
          'Off-Grid Solar Lights',
          'Lithium Batteries',
          'Dusk-to-Dawn Control',
          'Dust-Resistant Design',
        ],
        scopeOfWork: [
          'Solar resource assessment and autonomy sizing',
          'Pole and foundation design for local soils',
          'Supply and installation of all-in-one solar street lights',
          'Training of county maintenance technicians',
        ],
        impact: [
          {
            value: '+35%',
            label: 'Traffic Efficiency',
          },
          {
            value: '+28%',
            label: 'Safety Improvement',
          },
          {
            value: '+42%',
            label: 'Energy Savings',
          },
        ],
        status: 'published',
      },
    },
    {
      id: 'lighting-3',
      fields: {
        category: 'streetlighting',
        title: 'Nyeri Smart Street Lighting',
        description:
          'Networked LED lighting for Nyeri’s town centre and dual carriageway, with dimming schedules set from a central portal.',
        overview:
          'Nyeri wanted brighter streets in the town centre and lower bills on the dual carriageway. We delivered LED luminaires with smart controls on both, grouped into zones that follow their own schedules: full brightness during evening activity and dimmed levels in the early hours. The county’s engineers manage the whole network from a browser and receive monthly energy reports.',
        achievements: [
          'Town centre and dual carriageway on one management portal',
          'Zone-based dimming schedules',
          'Monthly energy reports for the county',
        ],
        location: 'Nyeri, Kenya',
        client: 'County Government of Nyeri',
        images: [
          {
            src: '/images/projects/lighting-3-a.webp',
            width: 960,
            height: 600,
            alt: 'Dual carriageway with a landscaped median lit by LED street lights at night',
          },
          {
            src: '/images/projects/lighting-3-b.webp',
            width: 960,
            height: 600,
            alt: 'Tree-lined avenue in Nyeri at dusk with street lights coming on',
          },
        ],
        features: [
          'LED Luminaires',
          'Zone Dimming',
          'Central Management Portal',
          'Energy Reporting',
        ],
        scopeOfWork: [
          'Lighting design for the town centre and dual carriageway',
          'Supply and installation of LED luminaires and smart nodes',
          'Configuration of zones and dimming schedules',
          'Handover training for county engineers',
        ],
        impact: [
          {
            value: '+35%',
            label: 'Traffic Efficiency',
          },
          {
            value: '+28%',
            label: 'Safety Improvement',
          },
          {
            value: '+42%',
            label: 'Energy Savings',
          },
        ],
        status: 'published',
      },
    },
    {
      id: 'lighting-4',
      fields: {
        category: 'streetlighting',
        title: 'Malindi Coastal Road Lighting',
        description:
          'Corrosion-resistant LED street lighting for Malindi’s coastal road and beachfront, designed for salt air and humidity.',
        overview:
          'Salt air shortens the life of ordinary street lights on the coast. For Malindi’s coastal road and beachfront we specified marine-grade luminaires and hot-dip galvanised poles with coastal coatings, then added smart controls so the lights dim late at night and report faults. The result is a brighter, safer waterfront that needs far fewer maintenance visits.',
        achievements: [
          'Marine-grade equipment rated for coastal conditions',
          'Safer evenings on the beachfront and coastal road',
          'Fewer maintenance visits thanks to remote fault reporting',
        ],
        location: 'Malindi, Kilifi County, Kenya',
        client: 'County Government of Kilifi',
        images: [
          {
            src: '/images/projects/lighting-4-a.webp',
            width: 960,
            height: 600,
            alt: 'Coastal road in Malindi at night with LED street lights and roadside trees',
          },
          {
            src: '/images/projects/lighting-4-b.webp',
            width: 960,
            height: 600,
            alt: 'Long straight road lit by twin rows of street lights at night',
          },
        ],
        features: [
          'Marine-Grade Luminaires',
          'Galvanised Poles',
          'Remote Fault Reporting',
          'Automatic Dimming',
        ],
        scopeOfWork: [
          'Corrosion assessment and equipment specification',
          'Supply and installation of poles, luminaires and cabling',
          'Smart control nodes and management portal',
          'Routine maintenance during the defects period',
        ],
        impact: [
          {
            value: '+35%',
            label: 'Traffic Efficiency',
          },
          {
            value: '+28%',
            label: 'Safety Improvement',
          },
          {
            value: '+42%',
            label: 'Energy Savings',
          },
        ],
        status: 'published',
      },
    },
    {
      id: 'security-1',
      fields: {
        category: 'security',
        title: 'Nakuru Security Systems',
        description:
          'City surveillance network with HD and thermal cameras, licence plate recognition and a central command centre for Nakuru.',
        overview:
          'Nakuru’s growth brought busier streets, markets and transport hubs. We designed a city surveillance network of high-definition, PTZ and thermal cameras on key roads and public spaces, connected over fibre and wireless links to a command centre. Video analytics flag incidents such as stopped vehicles and crowding, licence plate recognition supports enforcement, and recordings are kept securely under a clear retention policy.',
        achievements: [
          'Key roads, markets and transport hubs covered by CCTV',
          'Command centre staffed around the clock (24/7)',
          'Video analytics alerting operators to incidents',
          'Recordings retained and accessed under written policy',
        ],
        location: 'Nakuru, Kenya',
        client: 'County Government of Nakuru',
        images: [
          {
            src: '/images/projects/security-1-a.webp',
            width: 960,
            height: 600,
            alt: 'CCTV cameras on a pole overlooking Nakuru’s skyline at night',
          },
          {
            src: '/images/projects/security-1-b.webp',
            width: 960,
            height: 600,
            alt: 'Operators in the Nakuru command centre in front of a wall of camera feeds',
          },
          {
            src: '/images/projects/security-1-c.webp',
            width: 960,
            height: 600,
            alt: 'Street at dusk watched by a pole-mounted CCTV camera',
          },
        ],
        features: [
          'HD & Thermal Cameras',
          'Video Analytics',
          'Licence Plate Recognition',
          'Command Centre',
          'Secure Recording',
        ],
        scopeOfWork: [
          'Security risk assessment and camera site survey',
          'Network design with fibre and wireless links',
          'Supply and installation of cameras, poles and power',
          'Command centre design, video management and storage',
          'Operator training and standard operating procedures',
        ],
        impact: [
          {
            value: '+35%',
            label: 'Traffic Efficiency',
          },
          {
            value: '+28%',
            label: 'Safety Improvement',
          },
          {
            value: '+42%',
            label: 'Energy Savings',
          },
        ],
        status: 'published',
      },
    },
    {
      id: 'solar-1',
      fields: {
        category: 'solar',
        title: 'Eldoret Solar Solutions',
        description:
          'Rooftop and ground-mounted solar PV with battery storage for county facilities in Eldoret, plus solar back-up for key traffic signals.',
        overview:
          'Power cuts were interrupting services at county facilities and leaving junctions dark. We installed rooftop and ground-mounted solar PV systems with battery storage at selected county buildings, and solar back-up kits for key traffic signals in Eldoret town. The systems lower daytime grid consumption, keep critical loads running through outages and report their output to the county’s energy office.',
        achievements: [
          'Critical loads kept running through grid outages',
          'Lower daytime grid consumption at county facilities',
          'Key junction signals kept working during power cuts',
          'Monitoring of solar output for the county energy office',
        ],
        location: 'Eldoret, Uasin Gishu County, Kenya',
        client: 'County Government of Uasin Gishu',
        images: [
          {
            src: '/images/projects/solar-1-a.webp',
            width: 960,
            height: 600,
            alt: 'Rows of ground-mounted solar panels in green countryside near Eldoret',
          },
          {
            src: '/images/projects/solar-1-b.webp',
            width: 960,
            height: 600,
            alt: 'Solar panels on the roof of a county building',
          },
          {
            src: '/images/projects/solar-1-c.webp',
            width: 960,
            height: 600,
            alt: 'Solar array with a battery storage cabinet',
          },
        ],
        features: [
          'Rooftop Solar PV',
          'Ground-Mounted Arrays',
          'Battery Storage',
          'Signal Back-Up Power',
          'Output Monitoring',
        ],
        scopeOfWork: [
          'Energy audit of county facilities',
          'Design of PV arrays, inverters and battery storage',
          'Installation, testing and grid-tie approvals',
          'Solar back-up kits for key traffic signals',
          'Monitoring portal and maintenance plan',
        ],
        impact: [
          {
            value: '+35%',
            label: 'Traffic Efficiency',
          },
          {
            value: '+28%',
            label: 'Safety Improvement',
          },
          {
            value: '+42%',
            label: 'Energy Savings',
          },
        ],
        status: 'published',
      },
    },
    {
      id: 'traffic-1',
      fields: {
        category: 'traffic',
        title: 'Mombasa Traffic Control',
        description:
          'Adaptive traffic signal control for Mombasa’s busiest junctions, coordinated from a traffic management centre.',
        overview:
          'Traffic to and from the port, the island and the mainland meets at a handful of junctions in Mombasa, and fixed-time signals could not keep up with changing demand. We installed adaptive controllers with video detection at the busiest junctions and linked them to a traffic management centre. Green times now follow real demand, neighbouring junctions are coordinated, and operators can respond to incidents as they happen.',
        achievements: [
          'Adaptive control at the city’s busiest junctions',
          'Coordinated signals along the main corridors',
          'Incidents spotted and managed from one centre',
          'Countdown timers and pedestrian phases at crossings',
        ],
        location: 'Mombasa, Kenya',
        client: 'County Government of Mombasa',
        images: [
          {
            src: '/images/projects/traffic-1-a.webp',
            width: 960,
            height: 600,
            alt: 'Aerial view of a busy Mombasa junction controlled by traffic signals',
          },
          {
            src: '/images/projects/traffic-1-b.webp',
            width: 960,
            height: 600,
            alt: 'Signal pole with countdown timer at a Mombasa street crossing',
          },
          {
            src: '/images/projects/traffic-1-c.webp',
            width: 960,
            height: 600,
            alt: 'Traffic management centre with live junction and camera screens',
          },
        ],
        features: [
          'Adaptive Signal Control',
          'Video Detection',
          'Corridor Coordination',
          'Countdown Timers',
          'Traffic Management Centre',
        ],
        scopeOfWork: [
          'Traffic counts and junction performance survey',
          'Signal timing and coordination design',
          'Supply and installation of controllers, signal heads and detection',
          'Traffic management centre software and workstations',
          'Operator training and ongoing support',
        ],
        impact: [
          {
            value: '+35%',
            label: 'Traffic Efficiency',
          },
          {
            value: '+28%',
            label: 'Safety Improvement',
          },
          {
            value: '+42%',
            label: 'Energy Savings',
          },
        ],
        status: 'published',
      },
    },
    {
      id: 'traffic-2',
      fields: {
        category: 'traffic',
        title: 'Thika Town Traffic Management',
        description:
          'Signal coordination and traffic monitoring for Thika town centre and its links to the Thika Superhighway.',
        overview:
          'Thika town centre slows down where local roads meet traffic from the superhighway. We surveyed the network, retimed and coordinated its signals, and added cameras that let the county see queues building before they spread. New LED signal heads and pedestrian push-buttons make the crossings clearer and safer for people on foot.',
        achievements: [
          'Coordinated signal plans for morning, evening and off-peak traffic',
          'Camera monitoring of the main approaches',
          'Safer pedestrian crossings with push-button demand',
        ],
        location: 'Thika, Kiambu County, Kenya',
        client: 'County Government of Kiambu',
        images: [
          {
            src: '/images/projects/traffic-2-a.webp',
            width: 960,
            height: 600,
            alt: 'Dual carriageway approaching Thika with a landscaped median',
          },
          {
            src: '/images/projects/traffic-2-b.webp',
            width: 960,
            height: 600,
            alt: 'Traffic signal at a pedestrian crossing in Thika town centre',
          },
        ],
        features: [
          'Signal Coordination',
          'Traffic Cameras',
          'LED Signal Heads',
          'Pedestrian Push-Buttons',
        ],
        scopeOfWork: [
          'Network survey and traffic modelling',
          'Signal timing plans per time of day',
          'LED signal head and push-button upgrades',
          'Camera installation and monitoring set-up',
        ],
        impact: [
          {
            value: '+35%',
            label: 'Traffic Efficiency',
          },
          {
            value: '+28%',
            label: 'Safety Improvement',
          },
          {
            value: '+42%',
            label: 'Energy Savings',
          },
        ],
        status: 'published',
      },
    },
    {
      id: 'traffic-3',
      fields: {
        category: 'traffic',
        title: 'Machakos Smart Corridor',
        description:
          'A smart corridor through Machakos with signals, cameras, variable message signs and street lighting managed as one system.',
        overview:
          'Machakos asked for a single corridor where every piece of roadside equipment works together. We delivered coordinated signals, monitoring cameras, LED variable message signs that warn drivers of incidents and roadworks, and smart street lighting, all connected to one management platform. The corridor now serves as the county’s model for future upgrades.',
        achievements: [
          'Signals, cameras, message signs and lighting on one platform',
          'Drivers warned of incidents and roadworks in real time',
          'A reference design for the county’s future corridors',
        ],
        location: 'Machakos, Kenya',
        client: 'County Government of Machakos',
        images: [
          {
            src: '/images/projects/traffic-3-a.webp',
            width: 960,
            height: 600,
            alt: 'Aerial view of a junction on the Machakos corridor at night',
          },
          {
            src: '/images/projects/traffic-3-b.webp',
            width: 960,
            height: 600,
            alt: 'Corridor at dusk with a signal pole, street lights and a CCTV camera',
          },
        ],
        features: [
          'Integrated Corridor Platform',
          'Variable Message Signs',
          'Monitoring Cameras',
          'Smart Street Lighting',
        ],
        scopeOfWork: [
          'Corridor concept and systems integration design',
          'Supply and installation of signals, cameras, signs and lighting',
          'Management platform configuration',
          'Training and handover to the county roads team',
        ],
        impact: [
          {
            value: '+35%',
            label: 'Traffic Efficiency',
          },
          {
            value: '+28%',
            label: 'Safety Improvement',
          },
          {
            value: '+42%',
            label: 'Energy Savings',
          },
        ],
        status: 'published',
      },
    },
    {
      id: 'junction-1',
      fields: {
        category: 'junction',
        title: 'Westlands Junction Upgrade',
        description:
          'Conversion of a congested Westlands roundabout into a signalised junction with pedestrian crossings and countdown timers.',
        overview:
          'At peak hours the Westlands roundabout locked up, and pedestrians had no safe place to cross. We designed its conversion into a signalised junction with dedicated turning lanes, signal-controlled pedestrian crossings and countdown timers. The works were staged at night to keep traffic moving, and the new junction was commissioned with timing plans for each part of the day.',
        achievements: [
          'Roundabout converted to a signalised junction',
          'Signal-controlled crossings on every arm',
          'Night-time staging kept traffic moving during works',
        ],
        location: 'Westlands, Nairobi, Kenya',
        client: 'Nairobi City County Government',
        images: [
          {
            src: '/images/projects/junction-1-a.webp',
            width: 960,
            height: 600,
            alt: 'Aerial view of the upgraded Westlands junction with zebra crossings and signals',
          },
          {
            src: '/images/projects/junction-1-b.webp',
            width: 960,
            height: 600,
            alt: 'Traffic signals controlling the new Westlands junction by day',
          },
          {
            src: '/images/projects/junction-1-c.webp',
            width: 960,
            height: 600,
            alt: 'Crew installing a traffic signal head from a bucket truck',
          },
        ],
        features: [
          'Junction Signalisation',
          'Pedestrian Crossings',
          'Countdown Timers',
          'Time-of-Day Plans',
        ],
        scopeOfWork: [
          'Junction layout and signal design',
          'Traffic management plan for night-time works',
          'Civil works, ducting and signal installation',
          'Commissioning and timing plan optimisation',
        ],
        impact: [
          {
            value: '+35%',
            label: 'Traffic Efficiency',
          },
          {
            value: '+28%',
            label: 'Safety Improvement',
          },
          {
            value: '+42%',
            label: 'Energy Savings',
          },
        ],
        status: 'published',
      },
    },
  ],
  media: [
    {
      id: '1',
      fields: {
        kind: 'picture',
        title: 'End of Year Celebration 2024',
        category: 'events',
        image: {
          src: '/images/media/end-of-year-2024-banner.webp',
          width: 800,
          height: 500,
          alt: 'Staff gathered under string lights and bunting below an End of Year 2024 banner',
        },
        videoUrl: null,
        description:
          'The whole team came together to close 2024, celebrate a year of projects delivered across Kenya and welcome the year ahead.',
        date: '2024-12',
        location: 'Nairobi, Kenya',
        status: 'published',
      },
    },
    {
      id: '2',
      fields: {
        kind: 'picture',
        title: 'End of Year Celebration: Dinner',
        category: 'events',
        image: {
          src: '/images/media/end-of-year-2024-dinner.webp',
          width: 800,
          height: 500,
          alt: 'Colleagues around a long dinner table under warm string lights',
        },
        videoUrl: null,
        description:
          'Dinner with colleagues, partners and families, with thanks to everyone who made the year’s projects possible.',
        date: '2024-12',
        location: 'Nairobi, Kenya',
        status: 'published',
      },
    },
    {
      id: '3',
      fields: {
        kind: 'picture',
        title: 'End of Year Celebration: A Toast to the Team',
        category: 'events',
        image: {
          src: '/images/media/end-of-year-2024-toast.webp',
          width: 800,
          height: 500,
          alt: 'Team members raising their glasses in a toast',
        },
        videoUrl: null,
        description:
          'Raising a glass to the engineers, technicians and support staff who kept our systems running all year, 24/7.',
        date: '2024-12',
        location: 'Nairobi, Kenya',
        status: 'published',
      },
    },
    {
      id: '4',
      fields: {
        kind: 'picture',
        title: 'End of Year Celebration: On the Dance Floor',
        category: 'events',
        image: {
          src: '/images/media/end-of-year-2024-dance.webp',
          width: 800,
          height: 500,
          alt: 'Staff dancing under festive lights and bunting',
        },
        videoUrl: null,
        description: 'Music, dancing and plenty of laughter to round off the evening.',
        date: '2024-12',
        location: 'Nairobi, Kenya',
        status: 'published',
      },
    },
    {
      id: '5',
      fields: {
        kind: 'picture',
        title: 'End of Year Celebration: Staff Awards',
        category: 'events',
        image: {
          src: '/images/media/end-of-year-2024-awards.webp',
          width: 800,
          height: 500,
          alt: 'A trophy on a stage below an Awards 2024 banner with staff looking on',
        },
        videoUrl: null,
        description:
          'Recognising colleagues for outstanding work on site, in the control room and behind the scenes during 2024.',
        date: '2024-12',
        location: 'Nairobi, Kenya',
        status: 'published',
      },
    },
    {
      id: '6',
      fields: {
        kind: 'picture',
        title: 'Cocktail Networking Evening',
        category: 'events',
        image: {
          src: '/images/media/cocktail-networking.webp',
          width: 800,
          height: 500,
          alt: 'Guests with drinks talking around high tables under warm lights',
        },
        videoUrl: null,
        description:
          'An evening with clients, partners and industry peers to share ideas on smart infrastructure for Kenyan cities.',
        date: '2024-11',
        location: 'Nairobi, Kenya',
        status: 'published',
      },
    },
    {
      id: '7',
      fields: {
        kind: 'picture',
        title: 'Kisumu Project Site',
        category: 'projects',
        image: {
          src: '/images/media/kisumu-project-site.webp',
          width: 800,
          height: 500,
          alt: 'Crew in hard hats and hi-vis vests installing street lights near the Kisumu lakeside',
        },
        videoUrl: null,
        description:
          'Our crew installing new LED street lights along one of Kisumu’s main roads near the lakeside.',
        date: '2024-10',
        location: 'Kisumu, Kenya',
        status: 'published',
      },
    },
    {
      id: '8',
      fields: {
        kind: 'picture',
        title: 'Project Implementation',
        category: 'projects',
        image: {
          src: '/images/media/project-implementation.webp',
          width: 800,
          height: 500,
          alt: 'Technician in a bucket truck fitting a traffic signal while colleagues manage the site',
        },
        videoUrl: null,
        description:
          'Installing and commissioning traffic signals at a city junction, with traffic management in place to keep road users safe.',
        date: '2024-09',
        location: 'Nairobi, Kenya',
        status: 'published',
      },
    },
    {
      id: '9',
      fields: {
        kind: 'picture',
        title: 'Lodwar Infrastructure',
        category: 'projects',
        image: {
          src: '/images/media/lodwar-infrastructure.webp',
          width: 800,
          height: 500,
          alt: 'Solar street lights along a road through the dry Turkana landscape, with two engineers',
        },
        videoUrl: null,
        description:
          'Solar street lighting that keeps Lodwar’s roads lit every night, far from the grid and built for heat and dust.',
        date: '2024-08',
        location: 'Lodwar, Turkana County, Kenya',
        status: 'published',
      },
    },
    {
      id: '10',
      fields: {
        kind: 'picture',
        title: 'Main Project Showcase',
        category: 'projects',
        image: {
          src: '/images/media/main-project-showcase.webp',
          width: 800,
          height: 500,
          alt: 'BRT bus at a station with traffic signals, street lights and a CCTV camera at dusk',
        },
        videoUrl: null,
        description:
          'Intelligent transport, lighting and security working together on one corridor: a showcase of what our systems deliver.',
        date: '2024-07',
        location: 'Nairobi, Kenya',
        status: 'published',
      },
    },
    {
      id: '11',
      fields: {
        kind: 'picture',
        title: 'Team Collaboration',
        category: 'team',
        image: {
          src: '/images/media/team-collaboration.webp',
          width: 800,
          height: 500,
          alt: 'Colleagues planning a project around a table with laptops and a whiteboard',
        },
        videoUrl: null,
        description:
          'Engineers, designers and project managers planning the next phase of a project together.',
        date: '2024-06',
        location: 'Nairobi, Kenya',
        status: 'published',
      },
    },
    {
      id: '12',
      fields: {
        kind: 'picture',
        title: 'Professional Development',
        category: 'team',
        image: {
          src: '/images/media/professional-development.webp',
          width: 800,
          height: 500,
          alt: 'A trainer presenting smart street lighting to a room of staff',
        },
        videoUrl: null,
        description:
          'In-house training keeps our team current on the latest lighting, traffic and security technology.',
        date: '2024-05',
        location: 'Nairobi, Kenya',
        status: 'published',
      },
    },
  ],
  documents: [
    {
      id: 'itc-2-mini-datasheet',
      fields: {
        title: 'ITC-2 Mini Controller Datasheet',
        category: 'datasheets',
        fileType: 'PDF',
        url: '/files/docs/itc-2-mini-datasheet.pdf',
        size: '1.8 MB',
        description: 'Functions, interfaces, power and environmental ratings of the ITC-2 Mini.',
        status: 'published',
      },
    },
    {
      id: 'futurled-countdown-datasheet',
      fields: {
        title: 'FUTURLED Countdown Datasheet',
        category: 'datasheets',
        fileType: 'PDF',
        url: '/files/docs/futurled-countdown-datasheet.pdf',
        size: '2.3 MB',
        description: 'Display sizes, colours, mounting and synchronisation options.',
        status: 'published',
      },
    },
    {
      id: 'ai-thermal-sensor-datasheet',
      fields: {
        title: 'AI Thermal Traffic Sensor Datasheet',
        category: 'datasheets',
        fileType: 'PDF',
        url: '/files/docs/ai-thermal-sensor-datasheet.pdf',
        size: '3.1 MB',
        description: 'Detection zones, classification, outputs and installation heights.',
        status: 'published',
      },
    },
    {
      id: 'glass-beads-specification',
      fields: {
        title: 'Road Marking Glass Beads Specification',
        category: 'datasheets',
        fileType: 'PDF',
        url: '/files/docs/glass-beads-specification.pdf',
        size: '2.1 MB',
        description:
          'Gradations, coatings and application rates for Megalux, Swarcoflex, Swarcolux, Plus9 and airport beads.',
        status: 'published',
      },
    },
    {
      id: 'itc-2-mini-installation-manual',
      fields: {
        title: 'ITC-2 Mini Installation Manual',
        category: 'manuals',
        fileType: 'PDF',
        url: '/files/docs/itc-2-mini-installation-manual.pdf',
        size: '12.4 MB',
        description: 'Cabinet installation, wiring, configuration and commissioning checks.',
        status: 'published',
      },
    },
    {
      id: 'signal-head-installation-guide',
      fields: {
        title: 'Signal Head Installation Guide',
        category: 'manuals',
        fileType: 'PDF',
        url: '/files/docs/signal-head-installation-guide.pdf',
        size: '8.7 MB',
        description: 'Mounting, aiming and wiring of signal heads, countdowns and push-buttons.',
        status: 'published',
      },
    },
    {
      id: 'smart-lighting-maintenance-manual',
      fields: {
        title: 'Smart Street Lighting Maintenance Manual',
        category: 'manuals',
        fileType: 'PDF',
        url: '/files/docs/smart-lighting-maintenance-manual.pdf',
        size: '15.2 MB',
        description: 'Routine inspections, fault finding and replacement of luminaires and nodes.',
        status: 'published',
      },
    },
    {
      id: 'cctv-commissioning-guide',
      fields: {
        title: 'CCTV System Commissioning Guide',
        category: 'manuals',
        fileType: 'PDF',
        url: '/files/docs/cctv-commissioning-guide.pdf',
        size: '9.6 MB',
        description: 'Camera set-up, network configuration, recording and acceptance tests.',
        status: 'published',
      },
    },
    {
      id: 'controller-commissioning-walkthrough',
      fields: {
        title: 'Traffic Controller Commissioning Walkthrough',
        category: 'videos',
        fileType: 'MP4',
        url: '/files/docs/controller-commissioning-walkthrough.mp4',
        size: '67 MB',
        description:
          'Commissioning an ITC-2 Mini controller at a junction, from power-up to handover.',
        status: 'published',
      },
    },
    {
      id: 'video-detection-zones',
      fields: {
        title: 'Configuring Video Detection Zones',
        category: 'videos',
        fileType: 'MP4',
        url: '/files/docs/video-detection-zones.mp4',
        size: '48 MB',
        description: 'Drawing and testing detection zones on thermal and video sensors.',
        status: 'published',
      },
    },
    {
      id: 'street-lighting-remote-management',
      fields: {
        title: 'Street Lighting Remote Management',
        category: 'videos',
        fileType: 'MP4',
        url: '/files/docs/street-lighting-remote-management.mp4',
        size: '35 MB',
        description:
          'Schedules, dimming profiles, alarms and energy reports in the management portal.',
        status: 'published',
      },
    },
    {
      id: 'company-brochure',
      fields: {
        title: 'Company Brochure',
        category: 'company',
        fileType: 'PDF',
        url: '/files/company-brochure.pdf',
        size: '4.5 MB',
        description: 'Who we are, what we do and how we work.',
        status: 'published',
      },
    },
    {
      id: 'product-catalog',
      fields: {
        title: 'Product Catalog 2025',
        category: 'company',
        fileType: 'PDF',
        url: '/files/product-catalog.pdf',
        size: '22 MB',
        description: 'Every product category we supply, with key features.',
        status: 'published',
      },
    },
    {
      id: 'project-portfolio',
      fields: {
        title: 'Project Portfolio',
        category: 'company',
        fileType: 'PDF',
        url: '/files/project-portfolio.pdf',
        size: '18 MB',
        description: 'Selected projects across Kenya, with scope and results.',
        status: 'published',
      },
    },
    {
      id: 'quality-health-safety-policy',
      fields: {
        title: 'Quality, Health & Safety Policy',
        category: 'company',
        fileType: 'PDF',
        url: '/files/docs/quality-health-safety-policy.pdf',
        size: '2.6 MB',
        description: 'Our commitments on quality, safety on site and the environment.',
        status: 'published',
      },
    },
  ],
};
